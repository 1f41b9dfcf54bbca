import { fetchFavourites, fetchGames, fetchHotGames, fetchRecent, type Game, type GamePage } from '../games/index.ts';
import type { DataTab, ListType } from './model/browse-options.ts';
import { PRELOADED_FRESH_MS } from '@wl/kit';

/** What the grid lists: the type, the data tab and the filters. */
export interface FeedQuery {
  listType: ListType;
  tab: DataTab;
  classify: string;
  vendor: string | null;
  minBet: string;
  search: string;
}

/**
 * Whose list, in which language: both are in the key (issue 40), so a switch of either is another list, fetched from
 * its page 1, while the list on screen stays until it comes. member is '' for a guest.
 */
export interface FeedViewer {
  language: string;
  member: string;
}

const matches = (q: FeedQuery) => (game: Game) => {
  const vendors = q.vendor ? [q.vendor] : q.listType.vendors;
  if (vendors && !vendors.includes(game.vassalage)) return false;
  const name = q.search.toLowerCase();
  return !name || game.gameName.toLowerCase().includes(name) || (game.nodeName ?? '').toLowerCase().includes(name);
};

/** One page of the query. The hot, recent and favourite lists are filtered here by vendor and name. */
async function loadPage(q: FeedQuery, page: number, signal?: AbortSignal): Promise<GamePage> {
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
 * The grid's list as one infinite query (TanStack Query's, decision 054): page 1 is fetched by the address's preload
 * or the grid, each page after it as the player nears the bottom, and a new key starts over. An empty page ends the
 * list even where the count said more. Plain options, not infiniteQueryOptions(): the address's preload would wait
 * for the infinite lists' module (a round trip) before it could ask for page 1.
 */
export const gameFeedQuery = (query: FeedQuery, viewer: FeedViewer) => ({
  queryKey: ['lobby', 'game-feed', query, viewer.language, viewer.member] as const,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => loadPage(query, pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last: GamePage, _pages: GamePage[], page: number) =>
    page < last.totalPages && last.games.length > 0 ? page + 1 : undefined,
  staleTime: PRELOADED_FRESH_MS,
});

/** The games of the pages loaded, each once: a page can repeat a game of the one before (the platform's paging moves). */
export function feedGames(pages: readonly GamePage[]): Game[] {
  const seen = new Set<Game['nodeId']>();
  return pages.flatMap((page) => page.games.filter((game) => !seen.has(game.nodeId) && seen.add(game.nodeId)));
}
