import {
  type TeamBetRow,
  type TeamBetTotals,
  type TeamRebateRow,
  type TeamRebateTotals,
  teamRecordCalls as calls,
} from '@wl/platform-contract/calls/agent-team-records';
import { api, type RecordsPage, type RecordsQuery } from '@wl/kit';

// The team's betting and rebate reports, checked against the contract (decision 035).
export type { TeamBetRow, TeamRebateRow } from '@wl/platform-contract/calls/agent-team-records';

export type TeamBetPage = RecordsPage<TeamBetRow> & { totals: TeamBetTotals };
export type TeamRebatePage = RecordsPage<TeamRebateRow> & { totals: TeamRebateTotals };

const params = (q: RecordsQuery, account: string) => ({
  startDate: q.from,
  endDate: q.to,
  account: account.trim() || undefined,
  gameType: q.type || undefined,
  pageNo: q.page,
  pageSize: q.pageSize,
});

const page = <Row, Totals>(r: { list: Row[]; currentPage: number; totalPages: number; showPageSize: number; totals: Totals }) => ({
  items: r.list,
  currentPage: r.currentPage,
  totalPages: r.totalPages,
  showPageSize: r.showPageSize,
  totals: r.totals,
});

export const fetchTeamBets = async (q: RecordsQuery, account: string, signal: AbortSignal): Promise<TeamBetPage> =>
  page(await api.call(calls.bets, { params: params(q, account) }, { silent: true, signal }));

export const fetchTeamRebates = async (q: RecordsQuery, account: string, signal: AbortSignal): Promise<TeamRebatePage> =>
  page(await api.call(calls.rebates, { params: params(q, account) }, { silent: true, signal }));
