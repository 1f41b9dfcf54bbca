import { create } from 'zustand';
import { events } from '@wl/kit';
import type { Game } from '../model/game-types.ts';

/**
 * Favourite changes made on this page, by node id, over what the lists said: a star tapped in the hot
 * list shows in the slots list too, and a removal leaves the favourites tab at once.
 */
interface FavouritesState {
  overrides: Record<number, boolean>;
  setFavourite(nodeId: number, favourite: boolean): void;
}

export const useFavouritesStore = create<FavouritesState>()((set) => ({
  overrides: {},
  setFavourite: (nodeId, favourite) => set((s) => ({ overrides: { ...s.overrides, [nodeId]: favourite } })),
}));

// Another member (or none) has other favourites.
events.on('session:changed', () => useFavouritesStore.setState({ overrides: {} }));

export const isFavourite = (game: Pick<Game, 'nodeId' | 'favourite'>, overrides: Record<number, boolean>) =>
  overrides[game.nodeId] ?? game.favourite ?? false;
