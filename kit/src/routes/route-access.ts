// The one gate table (decision 026): a route's gate and flags, as its remote declared them, decide who may open
// it. The shell's routes and every menu ask here, so that a menu cannot offer what the address refuses, nor hide
// what the address opens.
import { useConfigStore } from '../config/runtime-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { isAgentType, isTrialType } from '../session/session-types.ts';
import { HOME_ROUTE, type RouteEntry, type RouteGate, type RouteRedirect, type RouteVariant } from '@wl/plain/routes';
import { useRouteStore } from './route-table.ts';

/**
 * Why a route is closed: `off` a whitelabel flag it needs is off (closed to everyone); `signIn` a guest on a
 * member's page; `trial` a trial account on a real member's page; `agentOnly` a non-agent on an agent's page;
 * `guestOnly` a session on a guest's page (login, register).
 */
export type AccessReason = 'off' | 'signIn' | 'trial' | 'agentOnly' | 'guestOnly';
/** Closed, with `to` where the route's declaration sends the visitor instead of the gate's message (a route key). */
export type RouteAccess = { open: true } | { open: false; reason: AccessReason; to?: string };

/** Who is asking: the session's member type (null for a guest) and the whitelabel's flags. */
export interface Visitor {
  type: number | null;
  flag: (modId: string) => boolean;
}

const OPEN: RouteAccess = { open: true };
const closed = (reason: AccessReason): RouteAccess => ({ open: false, reason });

/** A route's rule: its gate, its flags and where a refusal sends the visitor. */
export interface RouteRule {
  gate?: RouteGate;
  flags?: readonly string[];
  redirect?: RouteRedirect;
}

/** The one rule: flags first (a switched-off page is off for everyone), then the gate, then the declared redirect. */
export function accessFor(rule: RouteRule, who: Visitor): RouteAccess {
  const access = gateFor(rule, who);
  if (access.open || access.reason === 'off' || access.reason === 'guestOnly') return access;
  const to = rule.redirect?.[access.reason];
  return to ? { open: false, reason: access.reason, to } : access;
}

function gateFor(rule: RouteRule, who: Visitor): RouteAccess {
  if (rule.flags?.some((modId) => !who.flag(modId))) return closed('off');
  const { type } = who;
  switch (rule.gate) {
    case 'guest':
      return type === null ? OPEN : closed('guestOnly');
    case 'session':
      return type === null ? closed('signIn') : OPEN;
    case 'member':
      if (type === null) return closed('signIn');
      return isTrialType(type) ? closed('trial') : OPEN;
    case 'notTrial':
      return type !== null && isTrialType(type) ? closed('trial') : OPEN;
    case 'agent':
      if (type === null) return closed('signIn');
      return isAgentType(type) ? OPEN : closed('agentOnly');
    default:
      return OPEN;
  }
}

type Query = URLSearchParams | Record<string, string | number | undefined> | string | undefined;

const paramsOf = (query: Query): URLSearchParams =>
  query instanceof URLSearchParams
    ? query
    : typeof query === 'string'
      ? new URLSearchParams(query)
      : new URLSearchParams(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));

/** The variant an address's query makes of a route (every key of the variant's query given, case-insensitive values). */
export function variantOf(route: Pick<RouteEntry, 'variants'>, query: Query): RouteVariant | undefined {
  const params = paramsOf(query);
  return route.variants?.find((variant) =>
    Object.entries(variant.query).every(([name, value]) => params.get(name)?.toUpperCase() === value.toUpperCase()),
  );
}

/**
 * A route's rule at an address: a variant's gate in place of the route's (and with it the variant's redirect), its
 * flags with the route's.
 */
export function ruleOf(route: Pick<RouteEntry, 'gate' | 'flags' | 'variants' | 'redirect'>, query: Query): RouteRule & { flags: string[] } {
  const variant = variantOf(route, query);
  const own = variant?.gate !== undefined;
  return {
    gate: own ? variant.gate : route.gate,
    redirect: own ? variant.redirect : route.redirect,
    flags: [...(route.flags ?? []), ...(variant?.flags ?? [])],
  };
}

/** The visitor now: the stored session and the flags the platform gave. */
export function visitorNow(): Visitor {
  const flags = useConfigStore.getState().flags;
  return { type: useSessionStore.getState().session?.type ?? null, flag: (modId) => flags[modId] === true };
}

/** Whether a route (by key, with its query) is open to the visitor now; a route absent from this start is closed as off. */
export function routeAccess(key: string, query?: Query, who: Visitor = visitorNow()): RouteAccess {
  const route = useRouteStore.getState().table.byKey.get(key);
  return route ? accessFor(ruleOf(route, query), who) : closed('off');
}

/** routeAccess for a component: it renders again when the session, the flags or the routes change. */
export function useRouteAccess(key: string, query?: Query): RouteAccess {
  const route = useRouteStore((s) => s.table.byKey.get(key));
  const type = useSessionStore((s) => s.session?.type ?? null);
  const flags = useConfigStore((s) => s.flags);
  if (!route) return closed('off');
  return accessFor(ruleOf(route, query), { type, flag: (modId) => flags[modId] === true });
}

/**
 * An entry's own rule where it is not its route's (the side menu's refresh balance; the Members tab, which spec
 * section 2 gives a member's gate and the login page for a guest): the same rule, flags and all.
 */
export function useGate(gate: RouteGate | undefined, flags?: readonly string[], redirect?: RouteRedirect): RouteAccess {
  const type = useSessionStore((s) => s.session?.type ?? null);
  const all = useConfigStore((s) => s.flags);
  return accessFor({ gate, flags, redirect }, { type, flag: (modId) => all[modId] === true });
}

/**
 * What a menu does with an entry (decision 026): `open` it; `go` where the route's declaration sends this visitor
 * (the page's address would send them there too); `hide` it (a switched-off page, an agent's page for a member, a
 * guest's page for a session); `login` (a guest: the login dialog); `refuse` (a trial account: it says why). A fixed
 * entry (a bottom-menu tab) is never hidden: it refuses instead. A redirect home is for an address typed or
 * followed from outside: an entry tapped on the site keeps its own action (a guest's tap on settings in the member
 * centre opens the login dialog, spec section 3), since sending a player home from a menu would look like a fault.
 */
export type EntryAction = 'open' | 'go' | 'hide' | 'login' | 'refuse';

export function entryAction(access: RouteAccess, { fixed = false }: { fixed?: boolean } = {}): EntryAction {
  if (access.open) return 'open';
  if (access.to && access.to !== HOME_ROUTE) return 'go';
  if (access.reason === 'signIn') return 'login';
  if (access.reason === 'trial' || fixed) return 'refuse';
  return 'hide';
}
