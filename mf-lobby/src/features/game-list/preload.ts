import { i18n, queryCache, useSessionStore } from '@wl/kit';
import { fetchTypeVendors } from '../games/index.ts';
import { type FeedQuery, gameFeedQuery } from './feed-query.ts';
import { resolveListType } from './model/browse-options.ts';

export const typeVendorsKey = (serverType: string) => ['lobby', 'type-vendors', serverType] as const;

/**
 * The game list's first screen, fetched beside the page's code before its first render (the shell calls a
 * page's `preload` for the address it starts on), so that the grid's first render has its games: one
 * render and one paint instead of a skeleton, then the games. It settles when page 1 is in or has failed;
 * the vendor strip's call starts too but is not waited for (its placeholder keeps its place).
 * The in-house list (it first needs the vendor mapping) and the recent games (a member's) start nothing.
 */
export function preloadGameBrowser(gameType: string, vendor: string | null): Promise<unknown> {
  const type = gameType.toUpperCase();
  if (type === 'INHOUSE' || type === 'RECENT') return Promise.resolve();
  const listType = resolveListType(type);
  queryCache
    .fetch(typeVendorsKey(listType.serverType), ({ signal }) => fetchTypeVendors(listType.serverType, signal))
    .catch(() => undefined);
  if (listType.vendorTiles) return Promise.resolve();
  const query: FeedQuery = { listType, tab: 'all', classify: 'ALL', vendor, minBet: '', search: '' };
  const viewer = { language: i18n.language, member: useSessionStore.getState().session?.userName ?? '' };
  return queryCache.client.prefetchInfiniteQuery(gameFeedQuery(query, viewer));
}
