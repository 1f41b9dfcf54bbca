// Dates and times, one format per kind (decision 025), in the platform's zone (decision 027) and the language's
// digits: @wl/plain's formats (decision 072), given the platform's zone.
import { serverNow } from '../http/server-clock.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import {
  type DateInput,
  type DateKind,
  dateText,
  daysSince as daysSinceIn,
  languageDigits,
  type WallTime,
  wallText,
  wallTimeOf as wallTimeIn,
} from '@wl/plain/format';
import { platformZone } from './time-zone.ts';

export type { DateInput, DateKind };

/** A date in its kind's one format, in the platform's zone and the language's digits; '' when it is not a date. */
export const formatDate = (value: DateInput, kind: DateKind = 'date', language: string = currentLanguage()): string =>
  dateText(value, kind, language, platformZone());

/** The platform's wall time of a value (@wl/plain's wallTimeOf in the platform's zone), or null when it is not a date. */
const wallTimeOf = (value: DateInput) => wallTimeIn(value, platformZone());

const pad = (n: number) => String(n).padStart(2, '0');
const sameDay = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * A period: "start - end", or one date when both fall on the same day of the platform (spec: a range only if
 * start and end differ). A missing end shows the start alone, and the other way round.
 */
export function formatDateRange(start: DateInput, end: DateInput, kind: DateKind = 'date', language: string = currentLanguage()): string {
  const a = wallTimeOf(start);
  const b = wallTimeOf(end);
  if (a && b && !sameDay(a, b)) return languageDigits(`${wallText(a, kind)} - ${wallText(b, kind)}`, language);
  const one = a ?? b;
  return one ? languageDigits(wallText(one, kind), language) : '';
}

/** Whole days since a date on the platform's clock (member centre: days since registration); 0 for a missing or future date. */
export const daysSince = (value: DateInput, now: number = serverNow()): number => daysSinceIn(value, now, platformZone());

/** A time left or taken, in the language's digits: 905 s -> "15:05"; an hour or more -> "1:00:00"; never negative. */
export function formatDuration(seconds: number, language: string = currentLanguage()): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return languageDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`, language);
}
