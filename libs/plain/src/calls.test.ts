import { fullUrl } from './address.ts';
import { acceptedParams, type CallQuery, callParams } from './calls.ts';

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
});
