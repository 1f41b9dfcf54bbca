import { memberWithFlag } from '../core/access.ts';
import { memberCentreError } from '../core/errors.ts';
import { requireId, requireIdList } from '../core/ids.ts';
import { pageRequest } from '../core/paging.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { deleteMails, listMails, markAllRead, readMail } from './inbox-repo.ts';

// The inbox (moduleId INBOX3, spec section 7: CSP_*). CSP_unreadCount itself is in routes/relay-routes.ts.
const inboxMember = (ctx: RouteContext) => memberWithFlag(ctx, 'INBOX3');

export const inboxRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    auth: true,
    handle: (ctx) => {
      const member = inboxMember(ctx);
      return listMails(ctx.db, member.id, ctx.language, pageRequest(ctx.query, 10), ctx.query.get('status')?.toUpperCase() === 'UNREAD');
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_getInboxDetail',
    auth: true,
    handle: (ctx) => {
      const member = inboxMember(ctx);
      const mail = readMail(ctx.db, member.id, requireId(ctx.query.get('id')), ctx.language);
      if (!mail) throw memberCentreError(ctx.language, 404, 'MAIL_NOT_FOUND');
      return mail;
    },
  },
  {
    method: 'POST',
    path: '/wps/relay/CSP_deleteInbox',
    auth: true,
    handle: async (ctx) => {
      const member = inboxMember(ctx);
      const body = await ctx.readBody();
      return deleteMails(ctx.db, member.id, requireIdList(body.ids, 'ids'));
    },
  },
  {
    method: 'POST',
    path: '/wps/relay/CSP_readAllInbox',
    auth: true,
    handle: (ctx) => markAllRead(ctx.db, inboxMember(ctx).id),
  },
];
