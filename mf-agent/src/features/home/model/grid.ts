import { entryAction, type RouteAccess, routeHref } from '@wl/kit';
import { withDeclared } from '@wl/plain/routes';
import { paths } from '../../../paths.ts';

/** The keys of the agent menu (dev-api CONTRACT section 18), in the order the grid shows them. */
const GRID_KEYS = [
  'agentTeamOverview',
  'agentTeamPnl',
  'memberTeam',
  'teamBetting',
  'memberTeamRebate',
  'agentRebate',
  'agentDividend',
  'salaryContract',
  'dividendContract',
  'hourContract',
  'agentRegister',
  'inbox',
  'memberNotice',
  'service',
] as const;
export type GridKey = (typeof GRID_KEYS)[number];

/** an item of the agency centre's own, named by its text; or a route a remote declares an entry for (`agentHome`,
 * decision 051), labelled with the route's title */
export type GridItem = GridItemBody & ({ key: GridKey; route?: undefined } | { key: `route-${string}`; route: string });

interface GridItemBody {
  to: string;
  /** the badge, when the item has one and something waits: unread mail or notices, a contract offer */
  badge?: number;
  /** what the badge counts */
  badgeKind?: 'unread' | 'offer';
}

/** Contract offers waiting for the agent's answer, per contract entry (decision 028: where a person looks for them). */
export type Offers = Partial<Record<'salaryContract' | 'dividendContract' | 'hourContract', number>>;

export interface GridInput {
  enabledKeys: readonly string[];
  dividendEnabled: boolean;
  unreadMail: number;
  unreadNotices: number;
  offers?: Offers;
  /** the one gate table's answer for an item's page (decision 026); every page open when not given */
  access?: (route: string, query?: Record<string, string>) => RouteAccess;
  /** the entries the remotes' routes declare for the grid, by order */
  declared?: readonly { route: string; order: number }[];
}

const AGENT_NOTICES = { types: 'A' };

/** An item's page: this remote's own, or another's by route key (null when absent from this start: no item). */
const target = (key: GridKey): string | null =>
  key === 'memberNotice' ? routeHref('memberNotice', AGENT_NOTICES) : ((paths as Record<string, string>)[key] ?? routeHref(key));

const OPEN: RouteAccess = { open: true };

/**
 * Spec section 2: each item only if the whitelabel's agent menu enables its key and the one gate table opens its
 * page (decision 026); customer service always; the dividend entry only when dividends are enabled for this agent;
 * unread badges on mail and agent notices, an offer badge on a contract with an offer waiting (decision 028).
 */
export function gridItems({
  enabledKeys,
  dividendEnabled,
  unreadMail,
  unreadNotices,
  offers = {},
  access = () => OPEN,
  declared = [],
}: GridInput): GridItem[] {
  const enabled = new Set(enabledKeys);
  const own = GRID_KEYS.map((key): GridItem | null => {
    if (key !== 'service' && (!enabled.has(key) || (key === 'agentDividend' && !dividendEnabled))) return null;
    const to = target(key);
    if (to === null || entryAction(access(key, key === 'memberNotice' ? AGENT_NOTICES : undefined)) === 'hide') return null;
    const unread = key === 'inbox' ? unreadMail : key === 'memberNotice' ? unreadNotices : 0;
    const offer = offers[key as keyof Offers] ?? 0;
    if (unread > 0) return { key, to, badge: unread, badgeKind: 'unread' };
    if (offer > 0) return { key, to, badge: offer, badgeKind: 'offer' };
    return { key, to };
  });
  // a remote's entries at their order among the grid's own (10, 20, ...): the platform's agent menu knows no remote's
  // key, so the gate table alone decides them
  return withDeclared(own, declared, ({ route }): GridItem | null => {
    const to = routeHref(route);
    return to === null || entryAction(access(route)) === 'hide' ? null : { key: `route-${route}`, route, to };
  }).filter((item) => item !== null);
}
