// A call's address as the platform reads it. The query is written as the legacy client (axios) wrote it, which the
// platform's parsers were built against: undefined and null left out, an array repeated as `key[]`, a space as '+',
// and ':', ',' and '$' plain. The pages' HTTP client writes it so, and the server and the shell write a route's
// declared calls so (decision 061, calls.ts): an early call is taken only by a call to the same address.

const encode = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function queryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value == null) continue;
    const [name, values] = Array.isArray(value) ? [`${key}[]`, value] : [key, [value]];
    for (const one of values) if (one != null) pairs.push(`${encode(name)}=${encode(queryValue(one))}`);
  }
  return pairs.join('&');
}

/** The address as sent: the platform's base unless the address is absolute, then the query. */
export function fullUrl(base: string | undefined, url: string, params?: Record<string, unknown>): string {
  const joined = base && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = queryString(params);
  if (!query) return joined;
  const bare = joined.split('#')[0]!;
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}
