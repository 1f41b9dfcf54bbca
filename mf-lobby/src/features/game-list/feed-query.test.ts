import { game } from '../../test/fixtures.ts';
import { feedGames, gameFeedQuery } from './feed-query.ts';
import { resolveListType } from './model/browse-options.ts';

const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
const page = (pageNum: number, list = games(pageNum, 1), totalPages = 3) => ({ games: list, pageNum, totalPages });
const query = { listType: resolveListType('RNG'), tab: 'all' as const, classify: 'ALL', vendor: null, minBet: '', search: '' };

describe('the game feed query', () => {
  const next = gameFeedQuery(query, { language: 'bn', member: '' }).getNextPageParam;

  it('asks for the next page until the count is reached', () => {
    expect(next(page(1), [page(1)], 1)).toBe(2);
    expect(next(page(3), [page(1), page(2), page(3)], 3)).toBeUndefined();
  });

  it('an empty page ends the list even if the count said more', () => {
    expect(next(page(2, []), [page(1), page(2, [])], 2)).toBeUndefined();
  });

  it('keys the list by the viewer: another language or member is another list', () => {
    const key = (language: string, member: string) => JSON.stringify(gameFeedQuery(query, { language, member }).queryKey);
    expect(key('bn', '')).not.toBe(key('en', ''));
    expect(key('bn', '')).not.toBe(key('bn', 'demo01'));
    expect(key('bn', 'demo01')).toBe(key('bn', 'demo01'));
  });
});

describe('feedGames', () => {
  it('never lists a game twice', () => {
    expect(feedGames([page(1, games(1, 3)), page(2, games(3, 3))]).map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5]);
  });
});
