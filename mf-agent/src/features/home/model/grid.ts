import { entryAction, type RouteAccess, routeHref } from '@wl/shared';
import { paths } from '../../../paths.ts';

/** The keys of the agent menu (dev-api CONTRACT section 18), in the order the grid shows them. */
export const GRID_KEYS = [
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

export interface GridItem {
  key: GridKey;
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
}: GridInput): GridItem[] {
  const enabled = new Set(enabledKeys);
  return GRID_KEYS.filter((key) => key === 'service' || (enabled.has(key) && (key !== 'agentDividend' || dividendEnabled))).flatMap(
    (key) => {
      const to = target(key);
      if (to === null || entryAction(access(key, key === 'memberNotice' ? AGENT_NOTICES : undefined)) === 'hide') return [];
      const unread = key === 'inbox' ? unreadMail : key === 'memberNotice' ? unreadNotices : 0;
      const offer = offers[key as keyof Offers] ?? 0;
      if (unread > 0) return [{ key, to, badge: unread, badgeKind: 'unread' as const }];
      if (offer > 0) return [{ key, to, badge: offer, badgeKind: 'offer' as const }];
      return [{ key, to }];
    },
  );
}
