import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useQuery } from '@wl/shared';
import { fetchFavourites, fetchGames, fetchHotGames, fetchRecent, type Game, type GamePage } from '../../games/index.ts';
import type { DataTab, ListType } from '../model/browse-options.ts';
import { canLoadMore, fromFirstPage, initialList, listReducer, type ListState } from '../model/list-state.ts';

export interface FeedQuery {
  listType: ListType;
  tab: DataTab;
  classify: string;
  vendor: string | null;
  minBet: string;
  search: string;
  loggedIn: boolean;
}

const matches = (q: FeedQuery) => (game: Game) => {
  const vendors = q.vendor ? [q.vendor] : q.listType.vendors;
  if (vendors && !vendors.includes(game.vassalage)) return false;
  const name = q.search.toLowerCase();
  return !name || game.gameName.toLowerCase().includes(name) || (game.nodeName ?? '').toLowerCase().includes(name);
};

/** The cache key of a query's page 1 (the member is not part of it: a session change fetches every page 1 again). */
export function feedKey(query: FeedQuery) {
  const { loggedIn: _member, ...keyed } = query;
  return ['lobby', 'game-feed', keyed] as const;
}

/**
 * A page 1 fetched a moment ago (the address's first screen, fetched beside the page's code: preload.ts)
 * is not fetched again as the grid mounts.
 */
export const FIRST_PAGE_FRESH_MS = 5000;

/** One page of the current query. The hot, recent and favourite lists are filtered here by vendor and name. */
export async function loadPage(q: FeedQuery, page: number, signal?: AbortSignal): Promise<GamePage> {
  const type = q.listType.serverType;
  if (q.tab === 'hot') return { games: (await fetchHotGames(type, signal)).filter(matches(q)), pageNum: 1, totalPages: 1 };
  if (q.tab === 'recent' || q.tab === 'fav') {
    const result = q.tab === 'recent' ? await fetchRecent(type, page, signal) : await fetchFavourites(type, page, signal);
    return { ...result, games: result.games.filter(matches(q)) };
  }
  return fetchGames(
    {
      gameType: type,
      gameName: q.search,
      gameClassify: q.classify === 'ALL' || q.classify === 'NEW' ? '' : q.classify,
      isNew: q.classify === 'NEW',
      vendor: q.vendor ?? q.listType.vendors?.join(','),
      minBet: q.minBet,
      pageNo: page,
    },
    signal,
  );
}

/**
 * The grid's games. Page 1 is a cached query: it is shared, kept while the member plays, and fetched again
 * on a language or session change (which starts the list over). The pages after it are this hook's own,
 * because they accumulate: each one grows the list that page 1 started, a failure stops the growing until
 * a retry, and a new page 1 drops them.
 */
export function useGameFeed(query: FeedQuery, enabled = true) {
  // recent and favourites belong to a member: a guest gets the login prompt instead of a call
  const guest = (query.tab === 'recent' || query.tab === 'fav') && !query.loggedIn;
  const first = useQuery(feedKey(query), ({ signal }) => loadPage(query, 1, signal), {
    enabled: enabled && !guest,
    staleTime: FIRST_PAGE_FRESH_MS,
  });
  const firstPage = guest ? undefined : first.data;

  const [grown, dispatch] = useReducer(listReducer, undefined, initialList);
  const started = useMemo(() => fromFirstPage(firstPage), [firstPage]);
  const shown: ListState = grown.key === started.key ? grown : started;
  const state: ListState = firstPage || first.status !== 'error' ? shown : { ...shown, error: true };

  const latest = useRef({ state, query, fetchingFirst: first.isFetching });
  latest.current = { state, query, fetchingFirst: first.isFetching };

  const loadNext = useCallback(() => {
    const { state: s, query: q } = latest.current;
    const page = s.page + 1;
    dispatch({ type: 'adopt', state: s });
    dispatch({ type: 'start', key: s.key });
    loadPage(q, page).then(
      (result) => dispatch({ type: 'loaded', key: s.key, page, games: result.games, totalPages: result.totalPages }),
      () => dispatch({ type: 'failed', key: s.key }),
    );
  }, []);

  const loadMore = useCallback(() => {
    const { state: s, fetchingFirst } = latest.current;
    // while page 1 of a new query loads, the list on screen is the old query's: it does not grow
    if (s.page > 0 && !fetchingFirst && canLoadMore(s)) loadNext();
  }, [loadNext]);

  const retry = useCallback(() => {
    const { state: s } = latest.current;
    if (s.page === 0) {
      void first.refetch();
      return;
    }
    dispatch({ type: 'adopt', state: s });
    dispatch({ type: 'retry' });
    loadNext();
  }, [first.refetch, loadNext]);

  return { state, loadMore, retry };
}
