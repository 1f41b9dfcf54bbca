// Number and date formatting shared by every remote. Digits stay Latin in both languages: balances,
// dates and amounts on this site are read (and copied into bank apps) as Latin digits.

// Made on first use: the first Intl formatter of a page loads the engine's locale data, a long task of its
// own on a slow phone (~25 ms at 4x), which a start with no amount on screen (the login, a guest's home) skips.
let formatters: { twoDecimals: Intl.NumberFormat; wholeNumber: Intl.NumberFormat } | undefined;
const numberFormats = () =>
  (formatters ??= {
    twoDecimals: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    wholeNumber: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  });

/** Server amounts arrive as numbers, numeric strings (sometimes already with separators), or nothing. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const cleaned = value.replaceAll(',', '').trim();
    if (cleaned === '') return 0;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** A balance with 2 decimals and thousands separators: 1000 -> "1,000.00"; nothing usable -> "0.00". */
export function formatBalance(value: number | string | null | undefined): string {
  const text = numberFormats().twoDecimals.format(toNumber(value));
  // Intl writes "-0.00" for tiny negatives that round to zero; a balance is never minus zero.
  return text === '-0.00' ? '0.00' : text;
}

/** An amount with its currency symbol: 5000, '৳' -> "৳5,000"; fractions keep 2 decimals. */
export function formatAmount(value: number | string | null | undefined, currencySymbol = ''): string {
  const n = toNumber(value);
  const abs = Math.abs(n);
  const { twoDecimals, wholeNumber } = numberFormats();
  const digits = Number.isInteger(abs) ? wholeNumber.format(abs) : twoDecimals.format(abs);
  const sign = n < 0 && digits !== '0' && digits !== '0.00' ? '-' : '';
  return `${sign}${currencySymbol}${digits}`;
}

export type DateFormat = 'MM/DD/YYYY' | 'YYYY/MM/DD' | 'MM/DD HH:mm';
export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPACED_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/;

/**
 * Reads a Date, an epoch in ms (number or digit string) or an ISO-like string; null when unusable.
 * A bare "YYYY-MM-DD" means that calendar day where the member is (the ISO reading would be UTC
 * midnight, the day before west of Greenwich), and "YYYY-MM-DD HH:mm:ss" from the platform is local
 * time too (Safari rejects the space form, hence the 'T').
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) {
    date = new Date(value.getTime());
  } else if (typeof value === 'number') {
    date = new Date(value);
  } else {
    const text = value.trim();
    const dateOnly = DATE_ONLY.exec(text);
    const spaced = SPACED_DATE_TIME.exec(text);
    if (/^\d+$/.test(text)) date = new Date(Number(text));
    else if (dateOnly) date = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
    else if (spaced) date = new Date(`${spaced[1]}T${spaced[2]}`);
    else date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in local time in one of the spec's formats; '' when the value is not a date. */
export function formatDate(value: DateInput, format: DateFormat = 'MM/DD/YYYY'): string {
  const d = toDate(value);
  if (!d) return '';
  const yyyy = String(d.getFullYear());
  const mm = pad(d.getMonth() + 1);
  const dd = pad(d.getDate());
  switch (format) {
    case 'YYYY/MM/DD':
      return `${yyyy}/${mm}/${dd}`;
    case 'MM/DD HH:mm':
      return `${mm}/${dd} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    default:
      return `${mm}/${dd}/${yyyy}`;
  }
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A promotion's dates: "start - end", or one date when both fall on the same day (spec: range only if
 * start and end differ). A missing end shows the start alone, and the other way round.
 */
export function formatDateRange(start: DateInput, end: DateInput, format: DateFormat = 'MM/DD/YYYY'): string {
  const a = toDate(start);
  const b = toDate(end);
  if (a && b && !sameLocalDay(a, b)) return `${formatDate(a, format)} - ${formatDate(b, format)}`;
  return formatDate(a ?? b, format);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since registration (member centre summary); 0 for a missing or future date. */
export function daysSince(regDate: DateInput, now: DateInput = new Date()): number {
  const from = toDate(regDate);
  const to = toDate(now);
  if (!from || !to) return 0;
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}
