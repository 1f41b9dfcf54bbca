import { ApiError } from '../http/api-error.ts';

// Reports are by Bangladesh calendar day (UTC+6, no daylight saving): a "day" is a day index, the number
// of whole days since 1970-01-01 in Dhaka, so a day's bounds and its label never depend on the server's zone.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const DHAKA_OFFSET_MS = 6 * HOUR_MS;
/** The longest range a report answers: endDate - startDate at most this many days. */
export const MAX_RANGE_DAYS = 90;

export const dhakaDay = (ms: number) => Math.floor((ms + DHAKA_OFFSET_MS) / DAY_MS);
export const dayStartMs = (day: number) => day * DAY_MS - DHAKA_OFFSET_MS;
/** 'YYYY-MM-DD' of a day index. */
export const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' or 'YYYY/MM/DD' (anything after the date, such as a time, is ignored) to a day index. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  // Date.UTC rolls 2026-02-31 over into March: such a date is refused, not moved.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

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
  return { fromDay, toDay, from: dayStartMs(fromDay), to: dayStartMs(toDay + 1) - 1, startDate: dayLabel(fromDay), endDate: dayLabel(toDay) };
}

/** Every day index of a period, oldest first. */
export const daysOf = (period: Period) => Array.from({ length: period.toDay - period.fromDay + 1 }, (_, i) => period.fromDay + i);

/**
 * The report period of a query: startDate and endDate (aliases from and to), each defaulting to today in
 * Dhaka. 400 DATE_RANGE_INVALID for a date that does not parse or an end before the start;
 * 400 DATE_RANGE_TOO_LONG beyond MAX_RANGE_DAYS.
 */
export function periodFromQuery(query: URLSearchParams, now: number): Period {
  const today = dhakaDay(now);
  const read = (name: string, alias: string) => {
    const text = (query.get(name) ?? query.get(alias) ?? '').trim();
    if (text === '') return today;
    const day = parseDay(text);
    if (day === null) throw new ApiError(400, 'DATE_RANGE_INVALID', { value: { field: name } });
    return day;
  };
  const fromDay = read('startDate', 'from');
  const toDay = read('endDate', 'to');
  if (toDay < fromDay) throw new ApiError(400, 'DATE_RANGE_INVALID', { value: { field: 'endDate' } });
  if (toDay - fromDay > MAX_RANGE_DAYS) throw new ApiError(400, 'DATE_RANGE_TOO_LONG', { value: { maxDays: MAX_RANGE_DAYS } });
  return periodOfDays(fromDay, toDay);
}
