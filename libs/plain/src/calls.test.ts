import { fullUrl } from './address.ts';
import { acceptedParams, type CallQuery, callParams, dayIn, daysBefore } from './calls.ts';

describe("a route's declared call (decision 061)", () => {
  const values = { merchant: 'M1', language: 'EN' };

  it('writes its query in its own order, from literals, the merchant, the platform language and the address, as the page writes it', () => {
    const notices: CallQuery = [
      ['types', 'B,PL'],
      ['merchantCode', { merchant: true }],
      ['platform', 'M'],
      ['groupName', ''],
    ];
    const query = callParams({ query: notices }, '', values);
    expect(fullUrl('https://api.example', '/wps/relay/x', query!)).toBe(
      'https://api.example/wps/relay/x?types=B,PL&merchantCode=M1&platform=M&groupName=',
    );
    expect(callParams({ query: [['lang', { language: true }]] }, '', { merchant: 'M1', language: 'BN' })).toEqual({ lang: 'BN' });
  });

  it("takes the address's parameters it accepts, and starts nothing for one missing or refused", () => {
    const detail = { query: [['id', { param: 'id' }]] satisfies CallQuery, params: { id: { pattern: '^\\d{1,12}$' } } };
    expect(callParams(detail, '?id=42', values)).toEqual({ id: '42' });
    expect(callParams(detail, '', values)).toBeNull();
    expect(callParams(detail, '?id=4x2', values)).toBeNull();
    expect(acceptedParams({ type: { default: 'rng', upper: true, oneOf: ['RNG', 'FISH'] } }, '')).toEqual({ type: 'RNG' });
    expect(acceptedParams({ type: { default: 'RNG', oneOf: ['RNG'] } }, '?type=PVP')).toBeNull();
  });

  it("writes a records page's range on the platform's calendar, and starts nothing without the day (decision 069)", () => {
    const lastWeek: CallQuery = [
      ['startDate', { daysAgo: 6 }],
      ['endDate', { daysAgo: 0 }],
      ['status', 'all'],
    ];
    expect(callParams({ query: lastWeek }, '', { ...values, today: '2026-03-03' })).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
      status: 'all',
    });
    expect(callParams({ query: lastWeek }, '', values)).toBeNull();
    // across a year, and a leap day
    expect(daysBefore('2027-01-02', 6)).toBe('2026-12-27');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
  });

  it("reads today in the brand's zone, not the machine's", () => {
    // 2026-12-06 20:30 UTC is 02:30 on the 7th in Dhaka (UTC+6) and 15:30 on the 6th in New York
    const instant = Date.UTC(2026, 11, 6, 20, 30);
    expect(dayIn('Asia/Dhaka', instant)).toBe('2026-12-07');
    expect(dayIn('America/New_York', instant)).toBe('2026-12-06');
    expect(dayIn('Not/AZone', instant)).toBe('2026-12-07');
  });
});
