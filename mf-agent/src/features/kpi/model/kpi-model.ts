import type { KpiDay, Kpis } from '../api/kpi-api.ts';

export type KpiKey = keyof Kpis;

/** The KPIs issue 11 item 3 lists, in the order the screen shows them; money ones are shown with 2 decimals. */
export const KPI_KEYS: readonly KpiKey[] = [
  'registrations',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'bonuses',
  'rebates',
  'netProfit',
  'activeMembers',
];
const COUNTS: ReadonlySet<KpiKey> = new Set(['registrations', 'firstDeposits', 'activeMembers']);
export const isMoney = (key: KpiKey) => !COUNTS.has(key);

/** What the chart can draw, one bar a day. */
export const CHART_KEYS: readonly KpiKey[] = ['bets', 'netProfit', 'deposits', 'withdrawals', 'activeMembers', 'registrations'];

export interface Bar {
  date: string;
  value: number;
  /** from the top of the plot, in the plot's units (0-100) */
  y: number;
  height: number;
}

/**
 * Bars of one KPI per day on a 0-100 plot: the zero line sits between the highest and the lowest value, so a
 * net profit below zero hangs under it. All zero: flat bars on the baseline.
 */
export function chartBars(days: readonly KpiDay[], key: KpiKey): { bars: Bar[]; zeroY: number } {
  const values = days.map((d) => Number(d[key]) || 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = (max / span) * 100;
  const bars = days.map((d, i) => {
    const value = values[i] ?? 0;
    const height = (Math.abs(value) / span) * 100;
    return { date: d.date, value, y: value >= 0 ? zeroY - height : zeroY, height };
  });
  return { bars, zeroY };
}
