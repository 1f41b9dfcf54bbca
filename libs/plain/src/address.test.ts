import { fullUrl, queryString } from './address.ts';

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
