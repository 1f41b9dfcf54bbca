import { dayLabel, dhakaDay, periodFromQuery } from './period.ts';

// 2026-11-20 06:00 UTC is 12:00 in Dhaka (UTC+6)
const NOON_DHAKA = Date.UTC(2026, 10, 20, 6, 0);
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('Dhaka days', () => {
  it('start at 18:00 UTC of the day before', () => {
    expect(dayLabel(dhakaDay(Date.UTC(2026, 10, 19, 17, 59, 59, 999)))).toBe('2026-11-19');
    expect(dayLabel(dhakaDay(Date.UTC(2026, 10, 19, 18, 0)))).toBe('2026-11-20');
    expect(dayLabel(dhakaDay(NOON_DHAKA))).toBe('2026-11-20');
  });
});

describe('periodFromQuery', () => {
  it('covers whole Dhaka days, both ends included', () => {
    const period = periodFromQuery(query({ startDate: '2026-11-19', endDate: '2026-11-20' }), NOON_DHAKA);
    expect(period).toMatchObject({ startDate: '2026-11-19', endDate: '2026-11-20', toDay: period.fromDay + 1 });
    expect(period.from).toBe(Date.UTC(2026, 10, 18, 18, 0));
    expect(period.to).toBe(Date.UTC(2026, 10, 20, 18, 0) - 1);
  });

  it('defaults to the last 30 days like every report, or to today where a call asks for it', () => {
    expect(periodFromQuery(query({}), NOON_DHAKA)).toMatchObject({ startDate: '2026-10-22', endDate: '2026-11-20' });
    expect(periodFromQuery(query({}), NOON_DHAKA, true)).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-20' });
  });

  it('allows at most 90 days', () => {
    expect(periodFromQuery(query({ startDate: '2026-08-23', endDate: '2026-11-20' }), NOON_DHAKA).startDate).toBe('2026-08-23');
    expect(() => periodFromQuery(query({ startDate: '2026-08-22', endDate: '2026-11-20' }), NOON_DHAKA)).toThrow(
      expect.objectContaining({ status: 400, code: 'DATE_RANGE_TOO_LONG' }),
    );
  });

  it('refuses an end before the start and a date that does not exist', () => {
    expect(() => periodFromQuery(query({ startDate: '2026-11-20', endDate: '2026-11-19' }), NOON_DHAKA)).toThrow(
      expect.objectContaining({ code: 'DATE_RANGE_INVALID' }),
    );
    expect(() => periodFromQuery(query({ startDate: '2026-02-31', endDate: '2026-03-01' }), NOON_DHAKA)).toThrow(
      expect.objectContaining({ code: 'DATE_RANGE_INVALID' }),
    );
  });
});
