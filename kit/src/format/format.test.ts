// Decision 025: one format for each kind of value, the same in every remote; decision 027: the platform's zone.
import { useConfigStore } from '../config/runtime-config.ts';
import { noteServerTime, resetServerClock } from '../http/server-clock.ts';
import { i18n } from '../i18n/i18n.ts';
import {
  daysSince,
  formatCount,
  formatDate,
  formatDateRange,
  formatDecimal,
  formatDuration,
  formatMoney,
  formatPercent,
  languageDigits,
  latinDigits,
  platformTime,
  platformToday,
} from './index.ts';
import { instantOf, wallTimeAt } from './time-zone.ts';

const config = (over: Record<string, unknown> = {}) =>
  useConfigStore.setState({ config: { currency: { code: 'BDT', symbol: '৳' }, ...over } as never });

beforeEach(() => config());
afterEach(() => resetServerClock());

declare global {
  interface WlTexts {
    'format-test': { days: string; of: string };
  }
}

describe('formatMoney', () => {
  it.each([
    [0, '৳0.00'],
    [1000, '৳1,000.00'],
    [1234567.891, '৳1,234,567.89'],
    [1e9, '৳1,000,000,000.00'],
    [-2500.5, '-৳2,500.50'],
    [-0.001, '৳0.00'],
    [0.005, '৳0.01'],
    [1.005, '৳1.01'],
    [-1.005, '-৳1.01'],
    ['1,000.5', '৳1,000.50'],
    ['১০০০.৫০', '৳1,000.50'],
    [' 42 ', '৳42.00'],
    ['abc', '৳0.00'],
    [null, '৳0.00'],
    [undefined, '৳0.00'],
    [Number.NaN, '৳0.00'],
    [Number.POSITIVE_INFINITY, '৳0.00'],
  ])('writes %p as %p', (value, expected) => {
    expect(formatMoney(value as number)).toBe(expected);
  });

  it('prints a sum of a ledger to the paisa: 0.1 + 0.2 is ৳0.30, and a long sum of small amounts stays exact', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('৳0.30');
    expect(formatMoney(-(0.1 + 0.2))).toBe('-৳0.30');
    const entries = Array.from({ length: 1000 }, () => 0.1);
    expect(formatMoney(entries.reduce((a, b) => a + b, 0))).toBe('৳100.00');
    expect(formatMoney(1e9 + 0.1 + 0.2)).toBe('৳1,000,000,000.30');
  });

  it('says the plus of a change when asked, and never signs zero', () => {
    expect(formatMoney(12, { signed: true })).toBe('+৳12.00');
    expect(formatMoney(-12, { signed: true })).toBe('-৳12.00');
    expect(formatMoney(0.001, { signed: true })).toBe('৳0.00');
  });

  it("takes the brand's symbol from the runtime file, the same in both languages and with Latin digits", async () => {
    config({ currency: { code: 'PHP', symbol: '₱' } });
    expect(formatMoney(2222)).toBe('₱2,222.00');
    await i18n.changeLanguage('bn');
    expect(formatMoney(2222)).toBe('₱2,222.00');
    await i18n.changeLanguage('en');
  });
});

describe('counts, decimals and percentages in the language of the text', () => {
  it.each([
    [0, '0', '০'],
    [7, '7', '৭'],
    [183, '183', '১৮৩'],
    [1234567, '1,234,567', '১,২৩৪,৫৬৭'],
    [-12, '-12', '-১২'],
  ])('counts %p as %p and %p', (n, en, bn) => {
    expect(formatCount(n, 'en')).toBe(en);
    expect(formatCount(n, 'bn')).toBe(bn);
  });

  it('writes decimals with a fixed count of places, percentages with at most two', () => {
    expect(formatDecimal(1.849999, 2, 'en')).toBe('1.85');
    expect(formatDecimal(2, 2, 'bn')).toBe('২.০০');
    expect(formatPercent(35, 'en')).toBe('35%');
    expect(formatPercent(2.5, 'bn')).toBe('২.৫%');
    expect(formatPercent(0.1 + 0.2, 'en')).toBe('0.3%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(0, 'bn')).toBe('০%');
  });

  it('reads both digit systems back as the same number', () => {
    expect(latinDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(languageDigits('2026/11/27', 'bn')).toBe('২০২৬/১১/২৭');
    expect(languageDigits('2026/11/27', 'en')).toBe('2026/11/27');
  });

  it('writes every number a text interpolates in the digits of that text', async () => {
    i18n.addResourceBundle('bn', 'format-test', { days: '{{count}} দিন', of: '{{n}}/{{max}}' }, true, true);
    i18n.addResourceBundle('en', 'format-test', { days: '{{count}} days', of: '{{n}}/{{max}}' }, true, true);
    await i18n.changeLanguage('bn');
    expect(i18n.t('format-test:days', { count: 183 })).toBe('১৮৩ দিন');
    expect(i18n.t('format-test:of', { n: 141, max: 140 })).toBe('১৪১/১৪০');
    // strings (money, codes) are left as they are
    expect(i18n.t('format-test:of', { n: '৳1,000.00', max: 'W00000007' })).toBe('৳1,000.00/W00000007');
    await i18n.changeLanguage('en');
    expect(i18n.t('format-test:days', { count: 1234 })).toBe('1,234 days');
  });
});

describe("dates, in the platform's zone", () => {
  // 23:50 UTC on 26 November is 05:50 on 27 November in Dhaka (UTC+6, no daylight saving)
  const lateUtc = Date.UTC(2026, 10, 26, 23, 50, 0);

  it.each([
    ['date', '2026/11/27', '২০২৬/১১/২৭'],
    ['dateTime', '2026/11/27 05:50', '২০২৬/১১/২৭ ০৫:৫০'],
    ['time', '05:50', '০৫:৫০'],
    ['activity', '11/27/2026', '১১/২৭/২০২৬'],
    ['match', '11/27 05:50', '১১/২৭ ০৫:৫০'],
  ] as const)('writes the kind %s as %p and %p', (kind, en, bn) => {
    expect(formatDate(lateUtc, kind, 'en')).toBe(en);
    expect(formatDate(new Date(lateUtc), kind, 'bn')).toBe(bn);
    expect(formatDate(new Date(lateUtc).toISOString(), kind, 'en')).toBe(en);
  });

  it("takes a zone-less date or time of the platform as its own wall time, whatever the phone's zone", () => {
    expect(formatDate('2026-11-27', 'date', 'en')).toBe('2026/11/27');
    expect(formatDate('2026-12-31 23:59:00', 'dateTime', 'en')).toBe('2026/12/31 23:59');
    expect(formatDate('2026-12-31T00:05', 'time', 'en')).toBe('00:05');
    // a daily schedule's time of day
    expect(formatDate('20:00', 'time', 'bn')).toBe('২০:০০');
  });

  it("follows the runtime file's zone", () => {
    config({ timeZone: 'Asia/Kolkata' });
    expect(formatDate(lateUtc, 'dateTime', 'en')).toBe('2026/11/27 05:20');
    config({ timeZone: 'Not/AZone' });
    expect(formatDate(lateUtc, 'dateTime', 'en')).toBe('2026/11/27 05:50');
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN), Number.NaN])('writes nothing for %p', (value) => {
    expect(formatDate(value as never)).toBe('');
  });

  it('shows one date when a range falls on one platform day, else both', () => {
    expect(formatDateRange('2026-03-01 08:00:00', '2026-03-01 22:00:00', 'activity', 'en')).toBe('03/01/2026');
    expect(formatDateRange('2026-03-01', '2026-03-31', 'activity', 'en')).toBe('03/01/2026 - 03/31/2026');
    expect(formatDateRange('2026-03-01', '2026-04-02', 'date', 'bn')).toBe('২০২৬/০৩/০১ - ২০২৬/০৪/০২');
    expect(formatDateRange('2026-03-01', null, 'date', 'en')).toBe('2026/03/01');
    expect(formatDateRange(undefined, '2026-03-01', 'date', 'en')).toBe('2026/03/01');
    expect(formatDateRange(null, 'bad', 'date', 'en')).toBe('');
  });

  it("counts whole days on the platform's clock, not the phone's", () => {
    const now = Date.UTC(2026, 5, 10, 6, 0);
    expect(daysSince('2026-06-10 08:00:00', now)).toBe(0);
    expect(daysSince('2026-06-09 12:00:00', now)).toBe(1);
    expect(daysSince(Date.UTC(2026, 4, 11, 6, 0), now)).toBe(30);
    expect(daysSince('soon', now)).toBe(0);
    expect(daysSince('2027-01-01', now)).toBe(0);
    // a phone two days slow: the platform's answers tell the time
    jest.spyOn(Date, 'now').mockReturnValue(now - 2 * 86_400_000);
    noteServerTime(new Date(now).toUTCString());
    expect(daysSince(Date.UTC(2026, 5, 3, 6, 0))).toBe(7);
    jest.restoreAllMocks();
  });

  it("knows the platform's day and hour at 23:50 UTC: the next day, early morning", () => {
    expect(platformToday(lateUtc)).toBe('2026-11-27');
    expect(platformTime(lateUtc)).toMatchObject({ year: 2026, month: 11, day: 27, hour: 5, minute: 50 });
    expect(platformTime(Date.UTC(2026, 10, 26, 18, 0))).toMatchObject({ day: 27, hour: 0 });
  });

  it('writes a time left as minutes and seconds, with hours from the first hour', () => {
    expect(formatDuration(905, 'en')).toBe('15:05');
    expect(formatDuration(59, 'bn')).toBe('০০:৫৯');
    expect(formatDuration(3600, 'en')).toBe('1:00:00');
    expect(formatDuration(-5, 'en')).toBe('00:00');
  });
});

describe('instantOf: a wall time of a zone as an instant, near a daylight-saving change (issue 41)', () => {
  const wall = (iso: string) => {
    const [date, time] = iso.split('T') as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return { year, month, day, hour, minute, second: 0 };
  };
  const NEW_YORK = 'America/New_York';

  it('takes the offset in force at the instant, not at the wall time read as UTC', () => {
    // 8 March 2026: New York's clocks go from 02:00 EST to 03:00 EDT; 03:30 that night is 07:30 UTC
    expect(new Date(instantOf(wall('2026-03-08T03:30'), NEW_YORK)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(instantOf(wall('2026-03-07T22:30'), NEW_YORK)).toISOString()).toBe('2026-03-08T03:30:00.000Z');
    expect(new Date(instantOf(wall('2026-11-01T23:00'), NEW_YORK)).toISOString()).toBe('2026-11-02T04:00:00.000Z');
  });

  it('reads a skipped wall time later by the gap, and a repeated one as its first reading, as Date does', () => {
    expect(new Date(instantOf(wall('2026-03-08T02:30'), NEW_YORK)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1 November 2026: 01:30 is read twice, first in EDT
    expect(new Date(instantOf(wall('2026-11-01T01:30'), NEW_YORK)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('round-trips every hour of a changing day, and Dhaka (no change) alike', () => {
    for (let hour = 0; hour < 48; hour++) {
      const instant = Date.UTC(2026, 2, 8, hour);
      expect(instantOf(wallTimeAt(instant, NEW_YORK), NEW_YORK)).toBe(instant);
      expect(instantOf(wallTimeAt(instant, 'Asia/Dhaka'), 'Asia/Dhaka')).toBe(instant);
    }
  });
});
