import type { Game, GamePage } from '../../games/index.ts';

/**
 * The grid's paging state. `key` names what the list grows from (the query's first page): an answer for
 * another key is dropped.
 */
export interface ListState {
  key: unknown;
  items: Game[];
  /** the last page loaded (0: none yet) */
  page: number;
  totalPages: number;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
}

export type ListAction =
  | { type: 'adopt'; state: ListState }
  | { type: 'start'; key: unknown }
  | { type: 'loaded'; key: unknown; page: number; games: Game[]; totalPages: number }
  | { type: 'failed'; key: unknown }
  | { type: 'retry' };

export const initialList = (key: unknown = undefined): ListState => ({
  key,
  items: [],
  page: 0,
  totalPages: 1,
  loading: false,
  error: false,
  hasMore: true,
});

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'adopt':
      // a list for another first page replaces this one; the same one keeps what was loaded since
      return action.state.key === state.key ? state : action.state;
    case 'start':
      return action.key === state.key ? { ...state, loading: true, error: false } : state;
    case 'loaded': {
      if (action.key !== state.key) return state;
      const seen = new Set(state.items.map((g) => g.nodeId));
      const items = [...state.items, ...action.games.filter((g) => !seen.has(g.nodeId))];
      return {
        ...state,
        items,
        page: action.page,
        totalPages: action.totalPages,
        loading: false,
        hasMore: action.page < action.totalPages && action.games.length > 0,
      };
    }
    case 'failed':
      // Spec section 4: a failed load stops loading more until the member retries.
      return action.key === state.key ? { ...state, loading: false, error: true, hasMore: false } : state;
    case 'retry':
      return { ...state, error: false, hasMore: true };
    default:
      return state;
  }
}

/** The list as its first page starts it (an empty, unstarted list without one). */
export const fromFirstPage = (first: GamePage | undefined): ListState =>
  first
    ? listReducer(initialList(first), { type: 'loaded', key: first, page: 1, games: first.games, totalPages: first.totalPages })
    : initialList();

/** Whether the next page should be asked for now. */
export const canLoadMore = (state: ListState) => state.hasMore && !state.loading && !state.error;

/** Spec section 9: load more within 500 px of the bottom. */
export const LOAD_MORE_DISTANCE = 500;

export function nearBottom(m: { scrollY: number; viewportHeight: number; documentHeight: number }, distance = LOAD_MORE_DISTANCE): boolean {
  return m.scrollY + m.viewportHeight >= m.documentHeight - distance;
}
