// The one way an amount, a number's digits and a date are written (decisions 025 and 027), given what the app reads from
// its state: the language, the brand's currency symbol, the platform's zone. @wl/kit's formatters are these, given
// the config store's; a first screen's keep script is these, given the page's (decision 072). No imports, no state.

/** The platform's zone where the brand's runtime file names none (decision 027). */
export const PLATFORM_TIME_ZONE = 'Asia/Dhaka';

const BENGALI_ZERO = 0x09e6;

/** Latin digits as the language writes them in running text: Bengali digits for Bengali, Latin otherwise. */
export function languageDigits(text: string, language: string): string {
  if (language !== 'bn') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(BENGALI_ZERO + Number(d)));
}

/** Bengali digits (০-৯, what a Bengali keyboard types) as Latin ones: inputs read both as the same number. */
export const latinDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String((d.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO));

/** 1234567 -> "1,234,567": groups of three, by hand (Intl's 'bn' groups in lakhs, and loads locale data). */
export const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number as running text writes it: grouped, its decimals as given, in the language's digits. */
export function numberText(n: number, language: string): string {
  if (!Number.isFinite(n)) return languageDigits('0', language);
  const [whole = '0', fraction] = String(Math.abs(n)).split('.');
  return languageDigits(`${n < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`, language);
}

export type NumberInput = number | string | null | undefined;

/** Server amounts arrive as numbers, numeric strings (sometimes with separators or Bengali digits), or nothing. */
export function toNumber(value: NumberInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const cleaned = latinDigits(value).replaceAll(',', '').trim();
    if (cleaned === '') return 0;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/**
 * A value scaled by 10^places and rounded to a whole number, from its shortest decimal text: a ledger's
 * 0.1 + 0.2 (0.30000000000000004) is 30 hundredths and 1.005 is 101, where a bare Math.round(x * 100) gives
 * 100 for the second. Halves round away from zero, the same for a debit and a credit.
 */
export function scaled(n: number, places: number): number {
  const abs = Math.round(Number((Math.abs(n) * 10 ** places).toPrecision(15)));
  return n < 0 ? -abs : abs;
}

/** A whole number of units with its decimals, unsigned: 123450, 2 -> "1,234.50" (Latin, grouped). */
export function unitsText(units: number, places: number): string {
  const abs = Math.abs(units);
  const whole = groupThousands(String(Math.trunc(abs / 10 ** places)));
  return places === 0 ? whole : `${whole}.${String(abs % 10 ** places).padStart(places, '0')}`;
}

/**
 * Money, in both languages: the symbol directly before the digits, a minus before the symbol, thousands separated by
 * commas, exactly 2 decimals, Latin digits (an amount is what a player types into a wallet app and matches against a
 * receipt). 1234.5 -> "৳1,234.50", -50 -> "-৳50.00"; nothing usable -> "৳0.00". `signed`: a change (a net win or
 * loss) says its plus too: "+৳12.00".
 */
export function moneyText(value: NumberInput, symbol: string, signed = false): string {
  const paisa = scaled(toNumber(value), 2);
  const sign = paisa < 0 ? '-' : signed && paisa > 0 ? '+' : '';
  return `${sign}${symbol}${unitsText(paisa, 2)}`;
}

/** A moment as a clock on the wall of a zone reads it; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Made on first use and kept per zone: the first Intl formatter of a page loads locale data, a long task of its
// own on a slow phone (decision 016), which a start with no date on screen skips.
const readers = new Map<string, Intl.DateTimeFormat>();
function reader(zone: string): Intl.DateTimeFormat {
  let r = readers.get(zone);
  if (!r) {
    try {
      r = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // the brand schema refuses a zone the browser cannot name; one this browser's tables lack reads as the platform's
      r = reader(PLATFORM_TIME_ZONE);
    }
    readers.set(zone, r);
  }
  return r;
}

// The platform's zone has read UTC+06:00 since its 2009 summer time ended (the IANA database: 2009-12-31 24:00 +07):
// its wall time is arithmetic. The first Intl formatter with a time zone loads ICU's zone data, 50-65 ms at a slow
// phone's CPU inside the task that renders a page's first date (decision 072's addendum). Kept small: it is in the
// keeps' scripts too.
const DHAKA_FIXED_SINCE = Date.UTC(2009, 11, 31, 17);
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The wall time of an instant (epoch ms) in a zone. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  if (zone === PLATFORM_TIME_ZONE && instant >= DHAKA_FIXED_SINCE) {
    const [year, month, day, hour, minute, second] = (new Date(instant + DHAKA_OFFSET_MS).toISOString().match(/\d+/g) ?? []).map(
      Number,
    ) as [number, number, number, number, number, number];
    return { year, month, day, hour, minute, second };
  }
  const parts = reader(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

const DAY_MS = 86_400_000;
/** How far a zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const w = wallTimeAt(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's clocks read a wall time. The offset is the one in force at that instant, which is
 * not the one at the wall time read as UTC near a daylight-saving change: each offset of the day before and the day
 * after is tried (a zone changes at most once in two days). A wall time read twice (clocks set back) is its first
 * reading; one the clocks skip (set forward) is read with the offset before the change, so later by the gap: as
 * JavaScript's own Date and Temporal's "compatible" take them.
 */
export function instantOf(wall: WallTime, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = asUtc - offsetAt(asUtc - DAY_MS, zone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, zone);
  const reads = (instant: number) => instant + offsetAt(instant, zone) === asUtc;
  if (reads(before) && reads(after)) return Math.min(before, after);
  if (reads(after)) return after;
  return before;
}

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
 * A zone's wall time of a value, or null when it is not a date. A Date, an epoch (number or digit string) or a time
 * with a zone ("...Z", "+06:00") is an instant, read in the zone; a date or time the platform writes without a zone
 * ("2026-11-27", "2026-11-27 00:34:00") is already its wall time and is taken as it is.
 */
export function wallTimeOf(value: DateInput, zone: string): WallTime | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallTimeAt(value.getTime(), zone);
  if (typeof value === 'number') return Number.isFinite(value) ? wallTimeAt(value, zone) : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return wallTimeAt(Number(text), zone);
  const time = TIME_OF_DAY.exec(text);
  if (time) return { year: 1970, month: 1, day: 1, hour: Number(time[1]), minute: Number(time[2]), second: Number(time[3] ?? 0) };
  const wall = WALL.exec(text);
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    return { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) };
  }
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : wallTimeAt(instant, zone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall time in its kind's one format, Latin digits. */
export function wallText(w: WallTime, kind: DateKind): string {
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

/**
 * Whole days from a date to `now` (epoch ms), a zone-less one read as the zone's wall time; 0 for a missing or future
 * date (the member centre's days since joining, written by the app and by its first screen).
 */
export function daysSince(value: DateInput, now: number, zone: string): number {
  const wall = wallTimeOf(value, zone);
  if (!wall) return 0;
  const from = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : instantOf(wall, zone);
  return Math.max(0, Math.floor((now - from) / DAY_MS));
}

/** A date in its kind's one format, in the zone and the language's digits; '' when it is not a date. */
export function dateText(value: DateInput, kind: DateKind, language: string, zone: string): string {
  const wall = wallTimeOf(value, zone);
  return wall ? languageDigits(wallText(wall, kind), language) : '';
}

/** How a screen writes a row's figures: money (a change with its plus, `signed`) and a moment. */
export interface Writers {
  money: (amount: NumberInput, signed?: boolean) => string;
  dateTime: (time: DateInput) => string;
}

/** The writers of a language, a currency symbol and a zone: a first screen's, given its keep's context (decision 072). */
export const writersFor = ({ language, currency, zone }: { language: string; currency: string; zone: string }): Writers => ({
  money: (amount, signed = false) => moneyText(amount, currency, signed),
  dateTime: (time) => dateText(time, 'dateTime', language, zone),
});
