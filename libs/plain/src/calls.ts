// A route's declared call's query from an address (decision 061): the server's HTML and the shell's link intent
// write it, fullUrl (address.ts) makes it the address the page's own call goes to. Apart from address.ts, which every
// first load carries in @wl/shared's client: these are the server's and the shell's late chunk's only.

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
