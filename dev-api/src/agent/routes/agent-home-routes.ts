import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import type { Route } from '../../server/route.ts';
import { requireAgent } from '../agent-guard.ts';
import { agentMenu } from '../agent-menu.ts';
import { agentNotices, markAgentNoticesRead, unreadAgentNotices } from '../repo/agent-notices.ts';

export const agentHomeRoutes: Route[] = [
  {
    // Which grid items the whitelabel enables (flags under AGENCY3; POST /dev/whitelabel switches them).
    method: 'GET',
    path: '/wps/agent/menu',
    auth: true,
    handle: (ctx) => {
      requireAgent(ctx);
      return agentMenu(ctx.state.flags());
    },
  },
  {
    method: 'GET',
    path: '/wps/agent/notices',
    auth: true,
    handle: (ctx) => agentNotices(ctx.db, requireAgent(ctx).id, ctx.merchant.contentMerchant, ctx.now, ctx.language),
  },
  {
    method: 'GET',
    path: '/wps/agent/notices/unreadCount',
    auth: true,
    handle: (ctx) => unreadAgentNotices(ctx.db, requireAgent(ctx).id, ctx.merchant.contentMerchant, ctx.now),
  },
  {
    // Body: { id } marks one read, { all: true } every one. Answers the unread count after.
    method: 'POST',
    path: '/wps/agent/notices/read',
    auth: true,
    handle: async (ctx) => {
      const agent = requireAgent(ctx);
      const body = await ctx.readBody();
      const all = body.all === true || textField(body, 'all') === 'true';
      const idText = textField(body, 'id');
      const id = Number(idText);
      if (!all && (idText === '' || !Number.isSafeInteger(id)))
        throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'id', problem: 'required' }] } });
      return { unread: markAgentNoticesRead(ctx.db, agent.id, ctx.merchant.contentMerchant, all ? null : id, ctx.now) };
    },
  },
];
