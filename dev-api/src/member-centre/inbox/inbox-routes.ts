import { ApiError } from '../../http/api-error.ts';
import { featureRoute } from '../core/access.ts';
import { requireId, requireIdList } from '../core/ids.ts';
import { pageRequest } from '../core/paging.ts';
import type { Route } from '../../server/route.ts';
import { deleteMails, listMails, markAllRead, readMail } from './inbox-repo.ts';

// The inbox (moduleId INBOX3, spec section 7: CSP_*). CSP_unreadCount itself is in routes/relay-routes.ts.
const inboxRoute = featureRoute('INBOX3');

export const inboxRoutes: Route[] = [
  inboxRoute('GET', '/wps/relay/CSP_getInbox', (ctx, member) =>
    listMails(ctx.db, member.id, ctx.language, pageRequest(ctx.query, 10), ctx.query.get('status')?.toUpperCase() === 'UNREAD'),
  ),
  inboxRoute('GET', '/wps/relay/CSP_getInboxDetail', (ctx, member) => {
    const mail = readMail(ctx.db, member.id, requireId(ctx.query.get('id')), ctx.language);
    if (!mail) throw new ApiError(404, 'MAIL_NOT_FOUND');
    return mail;
  }),
  inboxRoute('POST', '/wps/relay/CSP_deleteInbox', async (ctx, member) => {
    const body = await ctx.readBody();
    return deleteMails(ctx.db, member.id, requireIdList(body.ids, 'ids'));
  }),
  inboxRoute('POST', '/wps/relay/CSP_readAllInbox', (ctx, member) => markAllRead(ctx.db, member.id)),
];
