import type {
  gameFavouritesCall,
  gameHotCall,
  gameLaunchCall,
  gameListCall,
  gameRecentCall,
  gameTypesCall,
  gameTypeVendorsCall,
} from '@wl/platform-contract/calls/lobby-games';
import { api, type CallValue, platformLanguage, request, useConfigStore, useSessionStore } from '@wl/shared';
import type { Game, GamePage } from '../model/game-types.ts';

// The game halls' calls: typed by the platform contract, read unchecked like the home's (decision 035's addendum
// of issue 25's third stop): the home's first load carries these functions, and cannot yet pay for their schemas.
// The dev API's answers to them are checked against the same schemas (dev-api answers-lobby.test.ts).

/** Page sizes of spec section 9: games and favourites 26, recent 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

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
  const { games, pageNum, totalPages } = await api.get<CallValue<typeof gameListCall>>('/wps/relay/GCSGAME_list', {
    params,
    signal,
    silent: true,
  });
  return { games, pageNum, totalPages };
}

export async function fetchHotGames(gameType = '', signal?: AbortSignal): Promise<Game[]> {
  const params = { isPlatform: 2, language: language(), platform: 'html5', gameType };
  return (await api.get<CallValue<typeof gameHotCall>>('/wps/relay/GCSGAME_hot', { params, signal, silent: true })).list;
}

export const fetchVendorData = (signal?: AbortSignal) =>
  api.get<CallValue<typeof gameTypesCall>>('/wps/relay/GCSGAME_types', { signal, silent: true });

export const fetchTypeVendors = (gameType: string, signal?: AbortSignal) =>
  api.get<CallValue<typeof gameTypeVendorsCall>>('/wps/relay/GCSGAME_vassalage', { params: { gameType }, signal, silent: true });

export async function fetchFavourites(gameType: string, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { token: token(), pageNo, gameType, pageSize: GAME_PAGE_SIZE, language: language() };
  const value = await api.get<CallValue<typeof gameFavouritesCall>>('/wps/relay/MCSFE_favoriteGames', { params, signal, silent: true });
  return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
}

export async function fetchRecent(gameType: string, page: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { page, pageSize: RECENT_PAGE_SIZE, gameType, language: language(), clientType: 2 };
  const value = await api.get<CallValue<typeof gameRecentCall>>('/wps/game/recent', { params, signal, silent: true });
  return { games: value.list, pageNum: page, totalPages: value.totalPages };
}

const favouriteBody = (game: Pick<Game, 'nodeId' | 'vassalage'>) => ({ nodeId: game.nodeId, token: token(), vendor: game.vassalage });

export const addFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) => api.post('/wps/relay/MCSFE_favoriteGames', favouriteBody(game));
// DELETE with a body: the platform reads nodeId, token and vendor from it (spec section 7)
export const removeFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>) =>
  request('DELETE', '/wps/relay/MCSFE_favoriteGames', favouriteBody(game));

export const addRecent = (nodeId: number, vendor: string) => api.get('/wps/game/recent/add', { params: { nodeId, vendor }, silent: true });

export interface LaunchParams {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId?: string;
}

export async function launchGame(p: LaunchParams, signal?: AbortSignal): Promise<string> {
  return (await api.get<CallValue<typeof gameLaunchCall>>('/wps/game/launchGame', { params: { ...p }, signal, silent: true })).content
    .game_url;
}
