// A call's address as the platform reads it. The query is written as the legacy client (axios) wrote it, which the
// platform's parsers were built against: undefined and null left out, an array repeated as `key[]`, a space as '+',
// and ':', ',' and '$' plain. The pages' HTTP client writes it so, and the server and the shell write a route's
// declared calls so (decision 061): an early call is taken only by a call to the same address.

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

/** A query value a route's declared call takes (decision 061): a literal, the address's parameter, the merchant, the platform language (BN, EN). */
export type CallValue = string | { param: string } | { merchant: true } | { language: true };
/** A call's query in the order the page writes it: the same keys in the same order, so that the addresses are equal. */
export type CallQuery = [name: string, value: CallValue][];
/** The address's query parameters a call reads, each with what it accepts: anything else, and the call is not started. */
export type CallParams = Record<string, { default?: string; upper?: boolean; oneOf?: string[]; pattern?: string }>;

/** The address's parameters as `params` accepts them, or null where one is missing (with no default) or refused. */
export function acceptedParams(params: CallParams | undefined, search: string): Record<string, string> | null {
  const given = new URLSearchParams(search);
  const accepted: Record<string, string> = {};
  for (const [name, rule] of Object.entries(params ?? {})) {
    let value = given.get(name) || rule.default;
    if (value === undefined) return null;
    if (rule.upper) value = value.toUpperCase();
    if (rule.oneOf && !rule.oneOf.includes(value)) return null;
    if (rule.pattern && value && !new RegExp(rule.pattern).test(value)) return null;
    accepted[name] = value;
  }
  return accepted;
}

/**
 * A declared call's query for this address, merchant and platform language, in its order (queryString writes it as
 * the page's call does); null where the address's parameters are not ones the call accepts.
 */
export function callParams(
  call: { query?: CallQuery; params?: CallParams },
  search: string,
  values: { merchant: string; language: string },
): Record<string, string> | null {
  const accepted = acceptedParams(call.params, search);
  if (!accepted) return null;
  const query: Record<string, string> = {};
  for (const [name, value] of call.query ?? []) {
    if (typeof value === 'string') query[name] = value;
    else if ('param' in value) query[name] = accepted[value.param] ?? '';
    else if ('merchant' in value) query[name] = values.merchant;
    else query[name] = values.language;
  }
  return query;
}
