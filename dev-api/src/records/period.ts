import { dateRange } from '../cashier/dates.ts';

// Reports are by Bangladesh calendar day (UTC+6, no daylight saving): a "day" is a day index, the number
// of whole days since 1970-01-01 in Dhaka, so a day's bounds and its label never depend on the server's zone.

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const DHAKA_OFFSET_MS = 6 * HOUR_MS;
export { MAX_RANGE_DAYS } from '../cashier/dates.ts';

export const dhakaDay = (ms: number) => Math.floor((ms + DHAKA_OFFSET_MS) / DAY_MS);
export const dayStartMs = (day: number) => day * DAY_MS - DHAKA_OFFSET_MS;
/** 'YYYY-MM-DD' of a day index. */
export const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface Period {
  fromDay: number;
  toDay: number;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, inclusive (the last millisecond of toDay). */
  to: number;
  startDate: string;
  endDate: string;
}

export function periodOfDays(fromDay: number, toDay: number): Period {
  return {
    fromDay,
    toDay,
    from: dayStartMs(fromDay),
    to: dayStartMs(toDay + 1) - 1,
    startDate: dayLabel(fromDay),
    endDate: dayLabel(toDay),
  };
}

/** Every day index of a period, oldest first. */
export const daysOf = (period: Period) => Array.from({ length: period.toDay - period.fromDay + 1 }, (_, i) => period.fromDay + i);

/**
 * The report period of a query, read by the cashier's reports' rule (cashier/dates.ts, one rule for every
 * record screen): startDate and endDate as YYYY-MM-DD Dhaka days, both included, at most 90 days;
 * 400 DATE_RANGE_INVALID or DATE_RANGE_TOO_LONG. Absent, the last 30 days, or today where a call says so.
 */
export function periodFromQuery(query: URLSearchParams, now: number, defaultToday = false): Period {
  let effective = query;
  if (defaultToday && !query.get('startDate')?.trim() && !query.get('endDate')?.trim()) {
    const today = dayLabel(dhakaDay(now));
    effective = new URLSearchParams({ startDate: today, endDate: today });
  }
  const range = dateRange(effective, now);
  return periodOfDays(dhakaDay(range.from), dhakaDay(range.to));
}
