import { commissionCalls } from '@wl/platform-contract/calls/agent-commission';
import { agentHomeCalls } from '@wl/platform-contract/calls/agent-home';
import { agentTeamCalls } from '@wl/platform-contract/calls/agent-team';
import { api } from '@wl/kit';

// The agency centre home's calls, checked against the contract (decision 035), which names their shapes.
export type { DividendInfo } from '@wl/platform-contract/calls/agent-commission';
export type { AgentMenu } from '@wl/platform-contract/calls/agent-home';
export type { TeamFooter } from '@wl/platform-contract/calls/agent-team';

export const fetchAgentNoticeUnread = () => api.call(agentHomeCalls.noticesUnread, {}, { silent: true });

/** Today's team KPI: no dates means today (spec section 7: size 0, the reply's footer). */
export const fetchTodayTeam = () => api.call(agentTeamCalls.teamInfo, { params: { size: 0 } }, { silent: true });

export const fetchAgentMenu = () => api.call(agentHomeCalls.menu, {}, { silent: true });

export const fetchDividendInfo = () => api.call(commissionCalls.dividendInfo, {}, { silent: true });

/** The contract offers waiting for this agent's answer (spec section 7: contract request reply), one flag a kind. */
export const fetchContractRequests = () => api.call(agentHomeCalls.contractRequests, {}, { silent: true });
