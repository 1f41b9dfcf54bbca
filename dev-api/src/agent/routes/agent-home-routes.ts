import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import type { Route } from '../../server/route.ts';
import { agentRoute } from '../agent-guard.ts';
import { agentMenu } from '../agent-menu.ts';
import { agentNotices, markAgentNoticesRead, unreadAgentNotices } from '../repo/agent-notices.ts';

export const agentHomeRoutes: Route[] = [
  // Which grid items the whitelabel enables (flags under AGENCY3; POST /dev/whitelabel switches them).
  agentRoute('GET', '/wps/agent/menu', (ctx) => agentMenu(ctx.state.flags(ctx.merchant))),
  agentRoute('GET', '/wps/agent/notices', (ctx, agent) =>
    agentNotices(ctx.db, agent.id, ctx.merchant.contentMerchant, ctx.now, ctx.language),
  ),
  agentRoute('GET', '/wps/agent/notices/unreadCount', (ctx, agent) =>
    unreadAgentNotices(ctx.db, agent.id, ctx.merchant.contentMerchant, ctx.now),
  ),
  // Body: { id } marks one read, { all: true } every one. Answers the unread count after.
  agentRoute('POST', '/wps/agent/notices/read', async (ctx, agent) => {
    const body = await ctx.readBody();
    const all = body.all === true || textField(body, 'all') === 'true';
    const idText = textField(body, 'id');
    const id = Number(idText);
    if (!all && (idText === '' || !Number.isSafeInteger(id)))
      throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'id', problem: 'required' }] } });
    return { unread: markAgentNoticesRead(ctx.db, agent.id, ctx.merchant.contentMerchant, all ? null : id, ctx.now) };
  }),
];
