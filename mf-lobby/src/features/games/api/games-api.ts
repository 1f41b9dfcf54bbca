import {
  gameAddFavouriteCall,
  gameAddRecentCall,
  gameFavouritesCall,
  gameHotCall,
  gameLaunchCall,
  gameListCall,
  gameRecentCall,
  gameRemoveFavouriteCall,
  gameTypesCall,
  gameTypeVendorsCall,
} from '@wl/platform-contract/calls/lobby-games';
import { api, platformLanguage, request, useConfigStore, useSessionStore } from '@wl/kit';
import type { Game, GamePage } from '../model/game-types.ts';

// The game halls' calls, checked against the platform contract (decision 035).

/** Page sizes of spec section 9: games and favourites 26, recent 25. */
const GAME_PAGE_SIZE = 26;
const RECENT_PAGE_SIZE = 25;

const language = () => platformLanguage();
const merchant = () => useConfigStore.getState().config?.merchantCode ?? '';
// the spec names a token in some queries and bodies: the Authorization header carries it (the HTTP layer)
const token = () => useSessionStore.getState().session?.token ?? '';

export interface GameQuery {
  gameType: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  vendor?: string;
  minBet?: string;
  pageNo: number;
}

/** The game list with the spec's query shape (section 7). */
export async function fetchGames(q: GameQuery, signal?: AbortSignal): Promise<GamePage> {
  const params = {
    merchant: merchant(),
    platform: 'html5',
    gameName: q.gameName ?? '',
    gameType: q.gameType,
    gameClassify: q.gameClassify ?? '',
    isNew: q.isNew ? 1 : '',
    pageNo: q.pageNo,
    pageSize: GAME_PAGE_SIZE,
    vassalage: q.vendor ?? '',
    language: language(),
    ...(q.minBet ? { minBet: q.minBet } : {}),
  } as const;
  const { games, pageNum, totalPages } = await api.call(gameListCall, { params }, { signal, silent: true });
  return { games, pageNum, totalPages };
}

export async function fetchHotGames(gameType = '', signal?: AbortSignal): Promise<Game[]> {
  const params = { isPlatform: 2, language: language(), platform: 'html5', gameType };
  return (await api.call(gameHotCall, { params }, { signal, silent: true })).list;
}

export const fetchVendorData = (signal?: AbortSignal) => api.call(gameTypesCall, {}, { signal, silent: true });

export const fetchTypeVendors = (gameType: string, signal?: AbortSignal) =>
  api.call(gameTypeVendorsCall, { params: { gameType } }, { signal, silent: true });

export async function fetchFavourites(gameType: string, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { token: token(), pageNo, gameType, pageSize: GAME_PAGE_SIZE, language: language() };
  const value = await api.call(gameFavouritesCall, { params }, { signal, silent: true });
  return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
}

export async function fetchRecent(gameType: string, page: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { page, pageSize: RECENT_PAGE_SIZE, gameType, language: language(), clientType: 2 };
  const value = await api.call(gameRecentCall, { params }, { signal, silent: true });
  return { games: value.list, pageNum: page, totalPages: value.totalPages };
}

const favouriteBody = (game: Pick<Game, 'nodeId' | 'vassalage'>) => ({ nodeId: game.nodeId, token: token(), vendor: game.vassalage });

export const addFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) => api.call(gameAddFavouriteCall, { body: favouriteBody(game) });
// DELETE with a body: the platform reads nodeId, token and vendor from it (spec section 7); api.call sends none.
export const removeFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) =>
  request('DELETE', gameRemoveFavouriteCall.path, favouriteBody(game), { contract: gameRemoveFavouriteCall });

export const addRecent = (nodeId: number, vendor: string) => api.call(gameAddRecentCall, { params: { nodeId, vendor } }, { silent: true });

export interface LaunchParams {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId?: string;
}

export async function launchGame(p: LaunchParams, signal?: AbortSignal): Promise<string> {
  return (await api.call(gameLaunchCall, { params: { ...p } }, { signal, silent: true })).content.game_url;
}
