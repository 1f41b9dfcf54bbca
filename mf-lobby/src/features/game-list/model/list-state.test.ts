import type { Game, GamePage } from '../../games/index.ts';
import { canLoadMore, fromFirstPage, initialList, listReducer, nearBottom } from './list-state.ts';

const game = (nodeId: number): Game => ({
  nodeId,
  gameId: `g${nodeId}`,
  gameName: `Game ${nodeId}`,
  vassalage: 'PG',
  gameType: 'RNG',
  gameCategory: 'RNG',
});
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
const firstPage = (count: number, totalPages: number): GamePage => ({ games: games(1, count), pageNum: 1, totalPages });

describe('the game grid paging', () => {
  it('starts from page 1 and appends pages until the last one came', () => {
    const first = firstPage(26, 2);
    let s = fromFirstPage(first);
    expect(s).toMatchObject({ key: first, page: 1, hasMore: true });
    expect(canLoadMore(s)).toBe(true);
    s = listReducer(s, { type: 'start', key: first });
    expect(canLoadMore(s)).toBe(false);
    s = listReducer(s, { type: 'loaded', key: first, page: 2, games: games(27, 10), totalPages: 2 });
    expect(s.items).toHaveLength(36);
    expect(s.hasMore).toBe(false);
  });

  it('has nothing to grow before page 1 came, and a one-page list is complete', () => {
    expect(fromFirstPage(undefined)).toMatchObject({ page: 0, items: [] });
    expect(fromFirstPage(firstPage(3, 1)).hasMore).toBe(false);
  });

  it('drops an answer for a list that a new page 1 replaced (a switched tab, a language change)', () => {
    const all = firstPage(26, 5);
    const fav = firstPage(2, 1);
    let s = listReducer(fromFirstPage(all), { type: 'start', key: all });
    s = listReducer(s, { type: 'adopt', state: fromFirstPage(fav) });
    s = listReducer(s, { type: 'loaded', key: all, page: 2, games: games(27, 26), totalPages: 5 });
    expect(s).toEqual(fromFirstPage(fav));
  });

  it('keeps what it loaded when told to adopt the list it already is', () => {
    const first = firstPage(26, 3);
    const grown = listReducer(fromFirstPage(first), { type: 'loaded', key: first, page: 2, games: games(27, 26), totalPages: 3 });
    expect(listReducer(grown, { type: 'adopt', state: fromFirstPage(first) })).toBe(grown);
  });

  it('stops on a failure and starts again on retry', () => {
    let s = listReducer(initialList('k'), { type: 'start', key: 'k' });
    s = listReducer(s, { type: 'failed', key: 'k' });
    expect(s).toMatchObject({ error: true, hasMore: false, loading: false });
    expect(canLoadMore(s)).toBe(false);
    s = listReducer(s, { type: 'retry' });
    expect(canLoadMore(s)).toBe(true);
  });

  it('never lists a game twice', () => {
    let s = listReducer(initialList('k'), { type: 'loaded', key: 'k', page: 1, games: games(1, 3), totalPages: 2 });
    s = listReducer(s, { type: 'loaded', key: 'k', page: 2, games: games(3, 3), totalPages: 2 });
    expect(s.items.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an empty page ends the list even if the count said more', () => {
    const s = listReducer(initialList('k'), { type: 'loaded', key: 'k', page: 3, games: [], totalPages: 5 });
    expect(s.hasMore).toBe(false);
  });
});

describe('nearBottom', () => {
  it('is true within 500 px of the bottom', () => {
    expect(nearBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollY: 699, viewportHeight: 800, documentHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollY: 700, viewportHeight: 800, documentHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 900 })).toBe(true);
  });
});
