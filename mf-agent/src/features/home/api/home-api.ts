import { api } from '@wl/shared';

/** Team counts and sums of a period (dev-api CONTRACT section 18, AGEINFO3). */
export interface TeamFooter {
  teamMemberCount: number;
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

export interface AgentMenu {
  enabledKeys: string[];
}

export interface DividendInfo {
  enabled: boolean;
  paidTotal?: number;
  current?: { startDate: string; endDate: string; amount: number } | null;
}

export const fetchAgentNoticeUnread = () => api.get<number>('/wps/agent/notices/unreadCount', { silent: true });

/** Today's team KPI: no dates means today (spec section 7: size 0, the reply's footer). */
export const fetchTodayTeam = () =>
  api.get<{ footer: TeamFooter }>('/wps/agent/teamInfo', { params: { size: 0 }, moduleId: 'AGEINFO3', silent: true });

export const fetchAgentMenu = () => api.get<AgentMenu>('/wps/agent/menu', { silent: true });

export const fetchDividendInfo = () => api.get<DividendInfo>('/wps/relay/MCS2_dividendInfo', { silent: true });

/** The contract offers waiting for this agent's answer (spec section 7: contract request reply), one flag a kind. */
export interface ContractRequests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

export const fetchContractRequests = () =>
  api.get<ContractRequests>('/wps/relay/COMM3_contractRequests', { silent: true, moduleId: 'COMM3' });
