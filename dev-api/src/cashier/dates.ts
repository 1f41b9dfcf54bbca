import { ApiError } from '../http/api-error.ts';
import { parsePaging } from '../http/paging.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Bangladesh Standard Time, UTC+6 all year: days in reports and daily limits are Dhaka days. */
const DHAKA_OFFSET = 6 * 60 * 60 * 1000;
export const MAX_RANGE_DAYS = 90;
const DEFAULT_RANGE_DAYS = 30;

/** The first instant of the Dhaka day that contains `at`. */
export function dhakaDayStart(at: number): number {
  return Math.floor((at + DHAKA_OFFSET) / DAY) * DAY - DHAKA_OFFSET;
}

/** YYYY-MM-DD of the Dhaka day that contains `at`. */
export function dhakaDate(at: number): string {
  return new Date(at + DHAKA_OFFSET).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm in Dhaka: a time in a notice the player reads. */
export function dhakaDateTime(at: number): string {
  return new Date(at + DHAKA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-31 over to March: a date that does not come back unchanged is not a date.
  if (new Date(utc).toISOString().slice(0, 10) !== text) return null;
  return utc - DHAKA_OFFSET;
}

export interface DateRange {
  from: number;
  /** Inclusive: the last millisecond of the end day. */
  to: number;
  startDate: string;
  endDate: string;
}

/**
 * startDate and endDate (YYYY-MM-DD, Dhaka days, both included) from a report's query; absent, the last
 * 30 days up to today. At most 90 days.
 */
export function dateRange(query: URLSearchParams, now: number): DateRange {
  const endText = query.get('endDate')?.trim();
  const startText = query.get('startDate')?.trim();
  const end = endText ? parseDay(endText) : dhakaDayStart(now);
  const start = startText ? parseDay(startText) : end === null ? null : end - (DEFAULT_RANGE_DAYS - 1) * DAY;
  if (start === null || end === null || start > end) throw new ApiError(400, 'DATE_RANGE_INVALID');
  if ((end - start) / DAY + 1 > MAX_RANGE_DAYS) throw new ApiError(400, 'DATE_RANGE_TOO_LONG');
  return { from: start, to: end + DAY - 1, startDate: dhakaDate(start), endDate: dhakaDate(end) };
}

/** pageNo (1-based) and pageSize (default 10, at most 100) of a report, by the API's one paging rule (http/paging.ts). */
export function reportPaging(query: URLSearchParams): { page: number; pageSize: number } {
  const { page, size } = parsePaging(query, 10);
  return { page, pageSize: size };
}
