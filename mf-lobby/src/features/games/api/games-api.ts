import { api, platformLanguage, request, useConfigStore, useSessionStore } from '@wl/shared';
import type { Game, GamePage, VendorData } from '../model/game-types.ts';

/** Page sizes of spec section 9: games and favourites 26, recent 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

const language = () => platformLanguage();
const merchant = () => useConfigStore.getState().config?.merchantCode ?? '';

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
export function fetchGames(q: GameQuery, signal?: AbortSignal): Promise<GamePage> {
  return api.get<GamePage>('/wps/relay/GCSGAME_list', {
    signal,
    silent: true,
    params: {
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
    },
  });
}

export async function fetchHotGames(gameType = '', signal?: AbortSignal): Promise<Game[]> {
  const value = await api.get<{ list: Game[] }>('/wps/relay/GCSGAME_hot', {
    signal,
    silent: true,
    params: { isPlatform: 2, language: language(), platform: 'html5', gameType },
  });
  return value.list ?? [];
}

export const fetchVendorData = (signal?: AbortSignal) => api.get<VendorData>('/wps/relay/GCSGAME_types', { signal, silent: true });

export interface TypeVendors {
  vendors: { vendor: string; vendorName: string; iconUrl: string; inHouse: boolean; lobby: boolean; gameCount: number }[];
  classes: { gameClassify: string; name: string }[];
}

export const fetchTypeVendors = (gameType: string, signal?: AbortSignal) =>
  api.get<TypeVendors>('/wps/relay/GCSGAME_vassalage', { signal, silent: true, params: { gameType } });

export async function fetchFavourites(gameType: string, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const value = await api.get<{ content: Game[]; pageNum: number; totalPages: number }>('/wps/relay/MCSFE_favoriteGames', {
    signal,
    silent: true,
    params: { token: useSessionStore.getState().session?.token ?? '', pageNo, gameType, pageSize: GAME_PAGE_SIZE, language: language() },
  });
  return { games: value.content ?? [], pageNum: value.pageNum ?? pageNo, totalPages: value.totalPages ?? 1 };
}

export async function fetchRecent(gameType: string, page: number, signal?: AbortSignal): Promise<GamePage> {
  const value = await api.get<{ list: Game[]; totalPages: number }>('/wps/game/recent', {
    signal,
    silent: true,
    params: { page, pageSize: RECENT_PAGE_SIZE, gameType, language: language(), clientType: 2 },
  });
  return { games: value.list ?? [], pageNum: page, totalPages: value.totalPages ?? 1 };
}

const favouriteBody = (game: Pick<Game, 'nodeId' | 'vassalage'>) => ({
  nodeId: game.nodeId,
  token: useSessionStore.getState().session?.token ?? '',
  vendor: game.vassalage,
});

export const addFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) => api.post('/wps/relay/MCSFE_favoriteGames', favouriteBody(game));
// DELETE with a body: the platform reads nodeId, token and vendor from it (spec section 7).
export const removeFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) =>
  request('DELETE', '/wps/relay/MCSFE_favoriteGames', favouriteBody(game));

export const addRecent = (nodeId: number, vendor: string) => api.get('/wps/game/recent/add', { silent: true, params: { nodeId, vendor } });

export interface LaunchParams {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId?: number | string;
}

export async function launchGame(p: LaunchParams, signal?: AbortSignal): Promise<string> {
  const value = await api.get<{ content: { game_url: string } }>('/wps/game/launchGame', { signal, silent: true, params: { ...p } });
  return value.content.game_url;
}
