import { agentTeamCalls as calls, type KpiDay, type Kpis, type PnlRow } from '@wl/platform-contract/calls/agent-team';
import { api, type DateRange } from '@wl/kit';

// The team KPIs of a period and its profit and loss, checked against the contract (decision 035).
export type { KpiDay, Kpis, PnlRow } from '@wl/platform-contract/calls/agent-team';

/** What the KPI screens show: the overview has no member list, the profit and loss pages one. */
export interface KpiReport {
  totals: Kpis;
  days: KpiDay[];
  list: PnlRow[];
  currentPage: number;
  totalPages: number;
}

const dates = (range: DateRange) => ({ startDate: range.from, endDate: range.to });

export async function fetchTeamOverview(range: DateRange): Promise<KpiReport> {
  const reply = await api.call(calls.teamInfo, { params: { ...dates(range), size: 0 } }, { silent: true });
  return { totals: reply.footer, days: reply.days, list: [], currentPage: 1, totalPages: 1 };
}

export async function fetchTeamPnl(range: DateRange, page: number): Promise<KpiReport> {
  const reply = await api.call(calls.teamPnl, { params: { ...dates(range), pageNo: page, pageSize: 10 } }, { silent: true });
  return { totals: reply.totals, days: reply.days, list: reply.list, currentPage: reply.currentPage, totalPages: reply.totalPages };
}
