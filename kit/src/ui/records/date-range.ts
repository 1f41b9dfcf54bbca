import { serverNow } from '../../http/server-clock.ts';
import { platformZone, wallTimeAt } from '../../format/time-zone.ts';

/**
 * The platform's calendar day at `now`, as a local Date at midnight. The platform counts report days in
 * its own zone: a phone on another zone (or a test machine on UTC, between 18:00 and midnight) must ask
 * for the day the platform files a new record under, not the phone's (decision 027).
 */
export function platformDay(now: Date, timeZone: string = platformZone()): Date {
  const { year, month, day } = wallTimeAt(now.getTime(), timeZone);
  return new Date(year, month - 1, day);
}

/** The platform's clock now (decision 027): the phone's clock corrected by the platform's answers. */
const platformNow = () => new Date(serverNow());

/** The ranges a record screen offers; 'custom' takes two dates within the last 90 days. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
/** A record screen's presets, or the calendar week and month so far that a report screen may offer too. */
export type RangePreset = (typeof RANGE_PRESETS)[number] | 'this_week' | 'this_month';

/** How far back a custom range may start, in days counted with today as day 1. */
const MAX_RANGE_DAYS = 90;

/** A range of whole local days, both ends included, as the platform takes them: YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

export type RangeProblem = 'range_incomplete' | 'range_order' | 'range_future' | 'range_too_old';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD (what `<input type="date">` reads and writes). */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The day `days` before `day`, by the calendar (a daylight-saving day is still one day). */
function shiftDay(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - days);
}

/**
 * The range a preset stands for on the platform's calendar; 'custom' starts as the last 7 days. The week
 * starts on Monday (ISO 8601), as the platform's reports do.
 */
export function presetRange(preset: RangePreset, now: Date = platformNow(), timeZone?: string): DateRange {
  now = platformDay(now, timeZone);
  const today = isoDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = isoDay(shiftDay(now, 1));
      return { from: yesterday, to: yesterday };
    }
    case 'last30':
      return { from: isoDay(shiftDay(now, 29)), to: today };
    case 'this_week':
      return { from: isoDay(shiftDay(now, (now.getDay() + 6) % 7)), to: today };
    case 'this_month':
      return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: today };
    default:
      return { from: isoDay(shiftDay(now, 6)), to: today };
  }
}

/** The earliest day a custom range may start. */
export const earliestDay = (now: Date = platformNow(), timeZone?: string): string =>
  isoDay(shiftDay(platformDay(now, timeZone), MAX_RANGE_DAYS - 1));

/** Why a custom range cannot be asked for, or null when it can. YYYY-MM-DD strings compare as dates. */
export function rangeProblem({ from, to }: DateRange, now: Date = platformNow(), timeZone?: string): RangeProblem | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return 'range_incomplete';
  if (from > to) return 'range_order';
  if (to > isoDay(platformDay(now, timeZone))) return 'range_future';
  if (from < earliestDay(now, timeZone)) return 'range_too_old';
  return null;
}
