import type { Game } from '../../games/model/game-types.ts';
import { canLoadMore, initialList, listReducer, nearBottom } from './list-state.ts';

const game = (nodeId: number): Game => ({ nodeId, gameId: `g${nodeId}`, gameName: `Game ${nodeId}`, vassalage: 'PG', gameType: 'RNG', gameCategory: 'RNG' });
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));

describe('the game grid paging', () => {
  it('appends pages and knows when the last one came', () => {
    let s = listReducer(initialList(), { type: 'reset', key: 'RNG' });
    expect(canLoadMore(s)).toBe(true);
    s = listReducer(s, { type: 'start', key: 'RNG' });
    expect(canLoadMore(s)).toBe(false);
    s = listReducer(s, { type: 'loaded', key: 'RNG', page: 1, games: games(1, 26), totalPages: 2 });
    expect(s.items).toHaveLength(26);
    expect(canLoadMore(s)).toBe(true);
    s = listReducer(s, { type: 'loaded', key: 'RNG', page: 2, games: games(27, 10), totalPages: 2 });
    expect(s.items).toHaveLength(36);
    expect(s.hasMore).toBe(false);
  });

  it('drops an answer for a query that was replaced (a switched tab resets paging)', () => {
    let s = listReducer(initialList(), { type: 'reset', key: 'RNG|all' });
    s = listReducer(s, { type: 'start', key: 'RNG|all' });
    s = listReducer(s, { type: 'reset', key: 'RNG|fav' });
    s = listReducer(s, { type: 'loaded', key: 'RNG|all', page: 1, games: games(1, 26), totalPages: 5 });
    expect(s).toEqual(initialList('RNG|fav'));
  });

  it('stops on a failure and starts again on retry', () => {
    let s = listReducer(initialList('k'), { type: 'start', key: 'k' });
    s = listReducer(s, { type: 'failed', key: 'k' });
    expect(s).toMatchObject({ error: true, hasMore: false, loading: false });
    expect(canLoadMore(s)).toBe(false);
    s = listReducer(s, { type: 'retry' });
    expect(canLoadMore(s)).toBe(true);
  });

  it('never lists a game twice, and removes one at once', () => {
    let s = listReducer(initialList('k'), { type: 'loaded', key: 'k', page: 1, games: games(1, 3), totalPages: 2 });
    s = listReducer(s, { type: 'loaded', key: 'k', page: 2, games: games(3, 3), totalPages: 2 });
    expect(s.items.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5]);
    s = listReducer(s, { type: 'remove', nodeId: 2 });
    expect(s.items.map((g) => g.nodeId)).toEqual([1, 3, 4, 5]);
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
