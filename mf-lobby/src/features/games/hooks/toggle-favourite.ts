import type { Game } from '../model/game-types.ts';

export interface FavouriteDeps {
  loggedIn: boolean;
  isFavourite: boolean;
  setFavourite(nodeId: number, favourite: boolean): void;
  add(game: Game): Promise<unknown>;
  remove(game: Game): Promise<unknown>;
  goLogin(): void;
}

/**
 * Spec section 4: guests go to the login page; adding is skipped when the game already is a favourite;
 * a removal shows at once and then calls the server. A failed call puts the star back (the HTTP layer
 * shows the error).
 */
export async function toggleFavourite(game: Game, deps: FavouriteDeps): Promise<void> {
  if (!deps.loggedIn) {
    deps.goLogin();
    return;
  }
  if (deps.isFavourite) {
    deps.setFavourite(game.nodeId, false);
    try {
      await deps.remove(game);
    } catch {
      deps.setFavourite(game.nodeId, true);
    }
    return;
  }
  deps.setFavourite(game.nodeId, true);
  try {
    await deps.add(game);
  } catch {
    deps.setFavourite(game.nodeId, false);
  }
}
