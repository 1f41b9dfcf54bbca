import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLanguageReload } from '../../../lib/use-language-reload.ts';
import { fetchFavourites, fetchGames, fetchHotGames, fetchRecent } from '../../games/api/games-api.ts';
import type { Game, GamePage } from '../../games/model/game-types.ts';
import type { DataTab, ListType } from '../model/browse-options.ts';
import { canLoadMore, initialList, listReducer } from '../model/list-state.ts';

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

/** One page of the current query. The hot, recent and favourite lists are filtered here by vendor and name. */
async function loadPage(q: FeedQuery, page: number): Promise<GamePage> {
  const type = q.listType.serverType;
  if (q.tab === 'hot') return { games: (await fetchHotGames(type)).filter(matches(q)), pageNum: 1, totalPages: 1 };
  if (q.tab === 'recent' || q.tab === 'fav') {
    const result = q.tab === 'recent' ? await fetchRecent(type, page) : await fetchFavourites(type, page);
    return { ...result, games: result.games.filter(matches(q)) };
  }
  return fetchGames({
    gameType: type,
    gameName: q.search,
    gameClassify: q.classify === 'ALL' || q.classify === 'NEW' ? '' : q.classify,
    isNew: q.classify === 'NEW',
    vendor: q.vendor ?? q.listType.vendors?.join(','),
    minBet: q.minBet,
    pageNo: page,
  });
}

/** The grid's games: page 1 on every new query, the next page on demand, a retry after a failure. */
export function useGameFeed(query: FeedQuery) {
  const key = JSON.stringify(query);
  const [state, dispatch] = useReducer(listReducer, key, initialList);
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryRef = useRef(query);
  queryRef.current = query;

  const load = useCallback((page: number) => {
    const q = queryRef.current;
    const k = JSON.stringify(q);
    // recent and favourites belong to a member: a guest gets the login prompt instead of a call
    if ((q.tab === 'recent' || q.tab === 'fav') && !q.loggedIn) {
      dispatch({ type: 'loaded', key: k, page: 1, games: [], totalPages: 1 });
      return;
    }
    dispatch({ type: 'start', key: k });
    loadPage(q, page).then(
      (result) => dispatch({ type: 'loaded', key: k, page, games: result.games, totalPages: result.totalPages }),
      () => dispatch({ type: 'failed', key: k }),
    );
  }, []);

  useEffect(() => {
    dispatch({ type: 'reset', key });
    load(1);
  }, [key, load]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (canLoadMore(s) && s.page > 0) load(s.page + 1);
  }, [load]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    dispatch({ type: 'retry' });
    load(s.page + 1);
  }, [load]);

  const reload = useCallback(() => {
    dispatch({ type: 'reset', key: JSON.stringify(queryRef.current) });
    load(1);
  }, [load]);
  // names and classes come in the page's language: a switch reloads from page 1 (200 ms debounce)
  useLanguageReload(reload);

  return { state, loadMore, retry, reload };
}
