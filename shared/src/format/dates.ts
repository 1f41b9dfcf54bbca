// Dates and times, one format per kind (decision 025), in the platform's zone (decision 027) and the language's
// digits.
import { serverNow } from '../http/server-clock.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { languageDigits } from './digits.ts';
import { instantOf, type WallTime, wallTimeAt } from './time-zone.ts';

/**
 * What a date is shown as: `date` YYYY/MM/DD, `dateTime` YYYY/MM/DD HH:mm, `time` HH:mm (24-hour), and the spec's
 * own: `activity` MM/DD/YYYY (promotion dates), `match` MM/DD HH:mm (hot matches).
 */
export type DateKind = 'date' | 'dateTime' | 'time' | 'activity' | 'match';
export type DateInput = Date | string | number | null | undefined;

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** a time of day alone ("20:00", a daily schedule's): shown with the kind 'time' */
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The platform's wall time of a value, or null when it is not a date. A Date, an epoch (number or digit string) or
 * a time with a zone ("...Z", "+06:00") is an instant, read in the platform's zone; a date or time the platform
 * writes without a zone ("2026-11-27", "2026-11-27 00:34:00") is already its wall time and is taken as it is.
 */
function wallTimeOf(value: DateInput): WallTime | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallTimeAt(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? wallTimeAt(value) : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return wallTimeAt(Number(text));
  const time = TIME_OF_DAY.exec(text);
  if (time) return { year: 1970, month: 1, day: 1, hour: Number(time[1]), minute: Number(time[2]), second: Number(time[3] ?? 0) };
  const wall = WALL.exec(text);
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    return { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) };
  }
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : wallTimeAt(instant);
}

/** The instant a value stands for (a zone-less one read in the platform's zone); null when it is not a date. */
function instantOfValue(value: DateInput): number | null {
  const wall = wallTimeOf(value);
  if (!wall) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return instantOf(wall);
}

const pad = (n: number) => String(n).padStart(2, '0');

function latin(w: WallTime, kind: DateKind): string {
  const ymd = `${w.year}/${pad(w.month)}/${pad(w.day)}`;
  const hm = `${pad(w.hour)}:${pad(w.minute)}`;
  switch (kind) {
    case 'dateTime':
      return `${ymd} ${hm}`;
    case 'time':
      return hm;
    case 'activity':
      return `${pad(w.month)}/${pad(w.day)}/${w.year}`;
    case 'match':
      return `${pad(w.month)}/${pad(w.day)} ${hm}`;
    default:
      return ymd;
  }
}

/** A date in its kind's one format, in the platform's zone and the language's digits; '' when it is not a date. */
export function formatDate(value: DateInput, kind: DateKind = 'date', language: string = currentLanguage()): string {
  const wall = wallTimeOf(value);
  return wall ? languageDigits(latin(wall, kind), language) : '';
}

const sameDay = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * A period: "start - end", or one date when both fall on the same day of the platform (spec: a range only if
 * start and end differ). A missing end shows the start alone, and the other way round.
 */
export function formatDateRange(start: DateInput, end: DateInput, kind: DateKind = 'date', language: string = currentLanguage()): string {
  const a = wallTimeOf(start);
  const b = wallTimeOf(end);
  if (a && b && !sameDay(a, b)) return languageDigits(`${latin(a, kind)} - ${latin(b, kind)}`, language);
  const one = a ?? b;
  return one ? languageDigits(latin(one, kind), language) : '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since a date on the platform's clock (member centre: days since registration); 0 for a missing or future date. */
export function daysSince(value: DateInput, now: number = serverNow()): number {
  const from = instantOfValue(value);
  if (from === null) return 0;
  return Math.max(0, Math.floor((now - from) / DAY_MS));
}

/** A time left or taken, in the language's digits: 905 s -> "15:05"; an hour or more -> "1:00:00"; never negative. */
export function formatDuration(seconds: number, language: string = currentLanguage()): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return languageDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`, language);
}
