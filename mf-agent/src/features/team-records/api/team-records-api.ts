import { api, type RecordsPage, type RecordsQuery } from '@wl/shared';

export interface TeamBetRow {
  memberId: number;
  account: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  gameTypeName: string;
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  netAmount: number;
}

export interface TeamRebateRow {
  memberId: number;
  account: string;
  betCount: number;
  validBet: number;
  rebate: number;
  claimed: number;
  unclaimed: number;
}

export type TeamBetPage = RecordsPage<TeamBetRow> & {
  totals: { memberCount: number; betCount: number; betAmount: number; validBetAmount: number; winAmount: number; netAmount: number };
};
export type TeamRebatePage = RecordsPage<TeamRebateRow> & {
  totals: { memberCount: number; betCount: number; validBet: number; rebate: number; claimed: number; unclaimed: number };
};

interface Reply<T, Totals> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  totals: Totals;
}

const params = (q: RecordsQuery, account: string) => ({
  startDate: q.from,
  endDate: q.to,
  account: account.trim() || undefined,
  gameType: q.type || undefined,
  pageNo: q.page,
  pageSize: q.pageSize,
});

async function fetchPage<T, Totals>(url: string, q: RecordsQuery, account: string, signal: AbortSignal) {
  const r = await api.get<Reply<T, Totals>>(url, { params: params(q, account), silent: true, signal });
  return { items: r.list, currentPage: r.currentPage, totalPages: r.totalPages, showPageSize: r.showPageSize, totals: r.totals };
}

export const fetchTeamBets = (q: RecordsQuery, account: string, signal: AbortSignal): Promise<TeamBetPage> =>
  fetchPage<TeamBetRow, TeamBetPage['totals']>('/wps/relay/ODSFE2_TeamBetRecord', q, account, signal);

export const fetchTeamRebates = (q: RecordsQuery, account: string, signal: AbortSignal): Promise<TeamRebatePage> =>
  fetchPage<TeamRebateRow, TeamRebatePage['totals']>('/wps/relay/ODSFE2_TeamRebate', q, account, signal);
