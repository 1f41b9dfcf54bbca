import { routeHref } from '@wl/shared';
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
  /** the unread badge, when the item has one and something is unread */
  badge?: number;
}

export interface GridInput {
  enabledKeys: readonly string[];
  dividendEnabled: boolean;
  unreadMail: number;
  unreadNotices: number;
}

/** An item's page: this remote's own, or another's by route key (null when absent from this start: no item). */
const target = (key: GridKey): string | null =>
  key === 'memberNotice' ? routeHref('memberNotice', { types: 'A' }) : ((paths as Record<string, string>)[key] ?? routeHref(key));

/**
 * Spec section 2: each item only if the whitelabel's agent menu enables its key; customer service always;
 * the dividend entry only when dividends are enabled for this agent; unread badges on mail and agent notices.
 */
export function gridItems({ enabledKeys, dividendEnabled, unreadMail, unreadNotices }: GridInput): GridItem[] {
  const enabled = new Set(enabledKeys);
  return GRID_KEYS.filter((key) => key === 'service' || (enabled.has(key) && (key !== 'agentDividend' || dividendEnabled))).flatMap(
    (key) => {
      const to = target(key);
      if (to === null) return [];
      const badge = key === 'inbox' ? unreadMail : key === 'memberNotice' ? unreadNotices : 0;
      return [badge > 0 ? { key, to, badge } : { key, to }];
    },
  );
}
