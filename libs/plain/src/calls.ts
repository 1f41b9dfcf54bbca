// A route's declared call's query from an address (decision 061): the server's HTML and the shell's link intent
// write it, fullUrl (address.ts) makes it the address the page's own call goes to. Apart from address.ts, which every
// first load carries in @wl/kit's client: these are the server's and the shell's late chunk's only.
import { PLATFORM_TIME_ZONE } from './format.ts';

/**
 * A query value a route's declared call takes (decision 061): a literal, the address's parameter, the merchant, the
 * platform language (BN, EN), or a day of the platform's calendar, n days before today (decision 069: a records page's
 * range), as YYYY-MM-DD.
 */
export type CallValue = string | { param: string } | { merchant: true } | { language: true } | { daysAgo: number };
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

export { PLATFORM_TIME_ZONE };

/** One formatter per zone: a page request of a records route asks for its day, and a formatter costs more than a format. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes the ISO order; a zone the runtime file could not name (it is checked there) is the platform's
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = dayFormat(PLATFORM_TIME_ZONE);
    }
    dayFormats.set(zone, format);
  }
  return format;
}

/** The day an instant falls on in a zone's calendar, as YYYY-MM-DD. */
export function dayIn(zone: string, instant: number = Date.now()): string {
  return dayFormat(zone).format(instant);
}

/** The calendar day n days before a YYYY-MM-DD day (a calendar's arithmetic: no zone, no daylight saving). */
export function daysBefore(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - n)).toISOString().slice(0, 10);
}

/**
 * A declared call's query for this address, merchant, platform language and the platform's day, in its order
 * (queryString writes it as the page's call does); null where the address's parameters are not ones the call accepts,
 * or where it names a day and none is given.
 */
export function callParams(
  call: { query?: CallQuery; params?: CallParams },
  search: string,
  values: { merchant: string; language: string; today?: string },
): Record<string, string> | null {
  const accepted = acceptedParams(call.params, search);
  if (!accepted) return null;
  const query: Record<string, string> = {};
  for (const [name, value] of call.query ?? []) {
    if (typeof value === 'string') query[name] = value;
    else if ('param' in value) query[name] = accepted[value.param] ?? '';
    else if ('merchant' in value) query[name] = values.merchant;
    else if ('daysAgo' in value) {
      if (!values.today) return null;
      query[name] = daysBefore(values.today, value.daysAgo);
    } else query[name] = values.language;
  }
  return query;
}
