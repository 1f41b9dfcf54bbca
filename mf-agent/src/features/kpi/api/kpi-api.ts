import type { MoneyFigures } from '@wl/platform-contract';
import { api, type DateRange } from '@wl/shared';

/** The team KPIs of a period (dev-api CONTRACT section 18), money in taka. */
export interface Kpis extends MoneyFigures {
  registrations: number;
  firstDeposits: number;
  netProfit: number;
  activeMembers: number;
}

export interface KpiDay extends Kpis {
  date: string;
}

export interface PnlRow {
  memberId: number;
  account: string;
  nickname?: string | null;
  type: number;
  level: number;
  betCount: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  bonuses: number;
  rebates: number;
  netProfit: number;
}

export interface KpiReport {
  totals: Kpis;
  days: KpiDay[];
  list: PnlRow[];
  currentPage: number;
  totalPages: number;
}

const dates = (range: DateRange) => ({ startDate: range.from, endDate: range.to });

export async function fetchTeamOverview(range: DateRange): Promise<KpiReport> {
  const reply = await api.get<{ footer: Kpis; days: KpiDay[] }>('/wps/agent/teamInfo', {
    params: { ...dates(range), size: 0 },
    moduleId: 'AGEINFO3',
    silent: true,
  });
  return { totals: reply.footer, days: reply.days, list: [], currentPage: 1, totalPages: 1 };
}

export async function fetchTeamPnl(range: DateRange, page: number): Promise<KpiReport> {
  const reply = await api.get<{ totals: Kpis; days: KpiDay[]; list: PnlRow[]; currentPage: number; totalPages: number }>(
    '/wps/relay/ODSFE2_TeamPNL',
    { params: { ...dates(range), pageNo: page, pageSize: 10 }, silent: true },
  );
  return { totals: reply.totals, days: reply.days, list: reply.list, currentPage: reply.currentPage, totalPages: reply.totalPages };
}
