import type { DividendPeriod } from '@wl/platform-contract';
import { api, type DateRange } from '@wl/shared';

export interface AgentRebate {
  startDate: string;
  endDate: string;
  teamValidBet: number;
  activeMembers: number;
  tiers: { level: number; minTeamValidBet: number; rate: number }[];
  tier: { level: number; rate: number };
  byGameType: { gameType: string; gameTypeName: string; validBet: number; rate: number; commission: number }[];
  commission: number;
  computation: string[];
}

export type { DividendPeriod, DividendStatus } from '@wl/platform-contract';

export interface DividendInfo {
  enabled: boolean;
  current?: DividendPeriod | null;
  paidTotal?: number;
}

export interface DividendHistory {
  list: DividendPeriod[];
  currentPage: number;
  totalPages: number;
  totals: { paidCount: number; paidAmount: number };
}

export const fetchAgentRebate = (range: DateRange) =>
  api.get<AgentRebate>('/wps/relay/MCS2_agentRebate', { params: { startDate: range.from, endDate: range.to }, silent: true });

export const fetchDividendInfo = () => api.get<DividendInfo>('/wps/relay/MCS2_dividendInfo', { silent: true });

export const fetchDividendHistory = (page: number) =>
  api.get<DividendHistory>('/wps/relay/MCS2_dividendHistory', { params: { pageNo: page, pageSize: 10 }, silent: true });
