import { dayLabel, dhakaDay, parseDay, periodFromQuery } from './period.ts';

// 2026-11-20 06:00 UTC is 12:00 in Dhaka (UTC+6)
const NOON_DHAKA = Date.UTC(2026, 10, 20, 6, 0);
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('Dhaka days', () => {
  it('start at 18:00 UTC of the day before', () => {
    expect(dayLabel(dhakaDay(Date.UTC(2026, 10, 19, 17, 59, 59, 999)))).toBe('2026-11-19');
    expect(dayLabel(dhakaDay(Date.UTC(2026, 10, 19, 18, 0)))).toBe('2026-11-20');
    expect(dayLabel(dhakaDay(NOON_DHAKA))).toBe('2026-11-20');
  });

  it('parse from YYYY-MM-DD or YYYY/MM/DD, and refuse dates that do not exist', () => {
    expect(parseDay('2026-11-20')).toBe(dhakaDay(NOON_DHAKA));
    expect(parseDay('2026/11/20 00:00:00')).toBe(dhakaDay(NOON_DHAKA));
    expect(parseDay('2026-02-31')).toBeNull();
    expect(parseDay('20/11/2026')).toBeNull();
  });
});

describe('periodFromQuery', () => {
  it('defaults both ends to today and covers whole Dhaka days', () => {
    const today = periodFromQuery(query({}), NOON_DHAKA);
    expect(today).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(today.from).toBe(Date.UTC(2026, 10, 19, 18, 0));
    expect(today.to).toBe(Date.UTC(2026, 10, 20, 18, 0) - 1);
  });

  it('reads from and to as aliases of startDate and endDate', () => {
    expect(periodFromQuery(query({ from: '2026-11-01', to: '2026-11-15' }), NOON_DHAKA)).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-15' });
  });

  it('allows at most 90 days between the dates', () => {
    expect(periodFromQuery(query({ startDate: '2026-08-22', endDate: '2026-11-20' }), NOON_DHAKA).startDate).toBe('2026-08-22');
    expect(() => periodFromQuery(query({ startDate: '2026-08-21', endDate: '2026-11-20' }), NOON_DHAKA)).toThrow(
      expect.objectContaining({ status: 400, code: 'DATE_RANGE_TOO_LONG' }),
    );
  });

  it('refuses an end before the start and a date that does not parse', () => {
    expect(() => periodFromQuery(query({ startDate: '2026-11-20', endDate: '2026-11-19' }), NOON_DHAKA)).toThrow(expect.objectContaining({ code: 'DATE_RANGE_INVALID' }));
    expect(() => periodFromQuery(query({ startDate: 'yesterday' }), NOON_DHAKA)).toThrow(expect.objectContaining({ code: 'DATE_RANGE_INVALID' }));
  });
});
