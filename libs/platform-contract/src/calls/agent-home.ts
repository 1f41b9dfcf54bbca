import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';

// The agency centre's home (dev-api/CONTRACT.md section 18): which grid items the whitelabel enables and
// the agent notices' unread count. Its team counts are teamInfo's (agent-team.ts), its dividend entry
// MCS2_dividendInfo's (agent-commission.ts).

export const agentHomeCalls = {
  menu: defineCall({
    name: 'agentMenu',
    method: 'GET',
    path: '/wps/agent/menu',
    /** the route keys of @wl/shared the whitelabel's flags enable */
    value: v.object({ enabledKeys: v.array(v.string()) }),
  }),
  noticesUnread: defineCall({
    name: 'agentNoticesUnreadCount',
    method: 'GET',
    path: '/wps/agent/notices/unreadCount',
    value: v.number(),
  }),
  /** the contract offers waiting for this agent's answer, one flag a kind (spec section 7: contract request reply) */
  contractRequests: defineCall({
    name: 'COMM3_contractRequests',
    method: 'GET',
    path: relay('COMM3_contractRequests'),
    moduleId: 'COMM3',
    value: v.object({ dailysalreqtype: v.number(), divtypecompperiodreq: v.number(), contracthoursalreq: v.number() }),
  }),
};

export type AgentMenu = v.InferOutput<typeof agentHomeCalls.menu.value>;
export type ContractRequests = v.InferOutput<typeof agentHomeCalls.contractRequests.value>;
