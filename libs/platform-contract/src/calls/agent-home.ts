import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { contractRequestsCall } from './contract-requests.ts';

// The agency centre's home (dev-api/CONTRACT.md section 18): which grid items the whitelabel enables and
// the agent notices' unread count. Its team counts are teamInfo's (agent-team.ts), its dividend entry
// MCS2_dividendInfo's (agent-commission.ts).

export const agentHomeCalls = {
  menu: defineCall({
    name: 'agentMenu',
    method: 'GET',
    path: '/wps/agent/menu',
    /** the route keys of @wl/kit the whitelabel's flags enable */
    value: v.object({ enabledKeys: v.array(v.string()) }),
  }),
  noticesUnread: defineCall({
    name: 'agentNoticesUnreadCount',
    method: 'GET',
    path: '/wps/agent/notices/unreadCount',
    value: v.number(),
  }),
  contractRequests: contractRequestsCall,
};

export type AgentMenu = v.InferOutput<typeof agentHomeCalls.menu.value>;
export type { ContractRequests } from './contract-requests.ts';
