import { acceptedParams, type CallQuery, callParams, fullUrl, queryString } from './address.ts';

describe("the client's addresses", () => {
  it('write a query as the platform reads it (the legacy client, axios, wrote it so): undefined and null left out, an array as key[], plain characters kept', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: 'x y', e: [1, 2], f: 'a:b,c$' })).toBe('a=1&d=x+y&e%5B%5D=1&e%5B%5D=2&f=a:b,c$');
    expect(queryString({ at: new Date(Date.UTC(2026, 0, 2)), o: { k: 1 } })).toBe('at=2026-01-02T00:00:00.000Z&o=%7B%22k%22:1%7D');
    expect(queryString(undefined)).toBe('');
  });

  it("join the platform's base to a path but leave an absolute address alone, and add to a query already there", () => {
    expect(fullUrl('https://api.test/', '/wps/x', { p: 1 })).toBe('https://api.test/wps/x?p=1');
    expect(fullUrl('https://api.test', 'https://cdn.test/y')).toBe('https://cdn.test/y');
    expect(fullUrl(undefined, '/wps/x?groupName=m_home', { p: 2 })).toBe('/wps/x?groupName=m_home&p=2');
  });
});

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
