import type { Game } from '../model/game-types.ts';
import { toggleFavourite, type FavouriteDeps } from './toggle-favourite.ts';

const game: Game = { nodeId: 7, gameId: 'pg-007', gameName: 'Lucky Lotus', vassalage: 'PG', gameType: 'RNG', gameCategory: 'RNG' };

function deps(over: Partial<FavouriteDeps> = {}) {
  const calls: string[] = [];
  const d: FavouriteDeps = {
    loggedIn: true,
    isFavourite: false,
    setFavourite: (nodeId, fav) => calls.push(`set ${nodeId} ${fav}`),
    add: async () => calls.push('add'),
    remove: async () => calls.push('remove'),
    goLogin: () => calls.push('login'),
    ...over,
  };
  return { d, calls };
}

describe('toggleFavourite', () => {
  it('sends a guest to the login page and calls nothing', async () => {
    const { d, calls } = deps({ loggedIn: false });
    await toggleFavourite(game, d);
    expect(calls).toEqual(['login']);
  });

  it('removes at once, then calls the server', async () => {
    const { d, calls } = deps({ isFavourite: true });
    await toggleFavourite(game, d);
    expect(calls).toEqual(['set 7 false', 'remove']);
  });

  it('adds a game that is not a favourite, and never adds one that is', async () => {
    const add = jest.fn(async () => undefined);
    await toggleFavourite(game, deps({ add }).d);
    expect(add).toHaveBeenCalledTimes(1);
    const again = jest.fn(async () => undefined);
    await toggleFavourite(game, deps({ isFavourite: true, add: again }).d);
    expect(again).not.toHaveBeenCalled();
  });

  it('puts the star back when the server refuses', async () => {
    const { d, calls } = deps({ isFavourite: true, remove: async () => Promise.reject(new Error('down')) });
    await toggleFavourite(game, d);
    expect(calls).toEqual(['set 7 false', 'set 7 true']);
    const added = deps({ add: async () => Promise.reject(new Error('down')) });
    await toggleFavourite(game, added.d);
    expect(added.calls).toEqual(['set 7 true', 'set 7 false']);
  });
});
