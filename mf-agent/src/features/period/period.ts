import { type DateRange, presetRange, rangeProblem } from '@wl/shared';

/** The agency centre's periods: the records kit's days plus the calendar week and month so far. */
export const PERIODS = ['today', 'yesterday', 'this_week', 'this_month', 'last30', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
export const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The platform's calendar day at `now` (the records kit counts days where the platform does). */
function platformToday(now: Date): Date {
  const [y, m, d] = presetRange('today', now).from.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * The range a period stands for on the platform's calendar. The week starts on Monday (ISO 8601), as the
 * platform's reports do; 'custom' starts as the last 7 days, like the records kit.
 */
export function periodRange(period: Period, at: Date = new Date()): DateRange {
  const now = period === 'this_week' || period === 'this_month' ? platformToday(at) : at;
  switch (period) {
    case 'this_week': {
      const sinceMonday = (now.getDay() + 6) % 7;
      return { from: day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday)), to: day(now) };
    }
    case 'this_month':
      return { from: day(new Date(now.getFullYear(), now.getMonth(), 1)), to: day(now) };
    case 'custom':
      return presetRange('last7', now);
    default:
      return presetRange(period, now);
  }
}

export { rangeProblem };
