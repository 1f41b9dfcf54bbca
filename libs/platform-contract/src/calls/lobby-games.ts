import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { nullableText } from './shapes.ts';

// The game halls (dev-api/CONTRACT.md section 14): games by type and vendor, the vendor data, favourites,
// recently played and the launch. The lottery hall's calls are lobby-lottery.ts's.

/**
 * A game as the platform sends it (spec section 3), the fields the lobby reads: the platform sends more (its
 * room, class, minimum bet, hot flag), which the check leaves out. Artwork and the member's flag are optional:
 * some vendors leave them out.
 */
export const game = v.object({
  nodeId: v.number(),
  gameId: v.string(),
  gameName: v.string(),
  nodeName: v.optional(v.string()),
  vassalage: v.string(),
  gameType: v.string(),
  gameCategory: v.string(),
  iconUrl: v.optional(nullableText),
  showIcon: v.optional(nullableText),
  mobileSmallIcon: v.optional(nullableText),
  favourite: v.optional(v.boolean()),
});

const vendor = {
  vendor: v.string(),
  vendorName: v.string(),
  iconUrl: v.string(),
  inHouse: v.boolean(),
  /** opens the vendor's own lobby (sports books, the TCG lotteries) */
  lobby: v.boolean(),
  gameCount: v.number(),
};

/** A vendor of a category: the popular panel's tiles and the game list's vendor strip. */
export const vendorItem = v.object({ ...vendor, gameCategory: v.string(), gameType: v.string(), nodeId: v.number(), gameId: nullableText });

const pages = { pageNum: v.number(), totalPages: v.number() };
const language = v.string();
/** a favourite's body: the platform reads nodeId, token and vendor (spec section 7) */
const favouriteBody = v.object({ nodeId: v.number(), token: v.string(), vendor: v.string() });

export const gameListCall = defineCall({
  name: 'GCSGAME_list',
  method: 'GET',
  path: relay('GCSGAME_list'),
  query: v.object({
    merchant: v.string(),
    platform: v.string(),
    gameName: v.string(),
    gameType: v.string(),
    gameClassify: v.string(),
    /** 1, or '' for every game */
    isNew: v.picklist([1, '']),
    pageNo: v.number(),
    pageSize: v.number(),
    vassalage: v.string(),
    language,
    minBet: v.optional(v.string()),
  }),
  value: v.object({ games: v.array(game), ...pages }),
});

export const gameHotCall = defineCall({
  name: 'GCSGAME_hot',
  method: 'GET',
  path: relay('GCSGAME_hot'),
  query: v.object({ isPlatform: v.number(), language, platform: v.string(), gameType: v.string() }),
  value: v.object({ list: v.array(game) }),
});

export const gameTypesCall = defineCall({
  name: 'GCSGAME_types',
  method: 'GET',
  path: relay('GCSGAME_types'),
  value: v.object({
    sorting: v.array(v.object({ gameCategory: v.string(), vendorNames: v.array(v.string()) })),
    mapping: v.array(vendorItem),
  }),
});

export const gameTypeVendorsCall = defineCall({
  name: 'GCSGAME_vassalage',
  method: 'GET',
  path: relay('GCSGAME_vassalage'),
  query: v.object({ gameType: v.string() }),
  value: v.object({ vendors: v.array(v.object(vendor)), classes: v.array(v.object({ gameClassify: v.string(), name: v.string() })) }),
});

export const gameFavouritesCall = defineCall({
  name: 'MCSFE_favoriteGames',
  method: 'GET',
  path: relay('MCSFE_favoriteGames'),
  query: v.object({ token: v.string(), pageNo: v.number(), gameType: v.string(), pageSize: v.number(), language }),
  value: v.object({ content: v.array(game), ...pages }),
});

export const gameAddFavouriteCall = defineCall({
  name: 'MCSFE_favoriteGames_add',
  method: 'POST',
  path: relay('MCSFE_favoriteGames'),
  body: favouriteBody,
  value: v.object({ nodeId: v.number(), favourite: v.boolean() }),
});

export const gameRemoveFavouriteCall = defineCall({
  name: 'MCSFE_favoriteGames_remove',
  method: 'DELETE',
  path: relay('MCSFE_favoriteGames'),
  /** DELETE with a body */
  body: favouriteBody,
  value: v.object({ nodeId: v.number(), favourite: v.boolean() }),
});

export const gameRecentCall = defineCall({
  name: 'recentGames',
  method: 'GET',
  path: '/wps/game/recent',
  query: v.object({ page: v.number(), pageSize: v.number(), gameType: v.string(), language, clientType: v.number() }),
  value: v.object({ list: v.array(game), ...pages }),
});

export const gameAddRecentCall = defineCall({
  name: 'recentGamesAdd',
  method: 'GET',
  path: '/wps/game/recent/add',
  query: v.object({ nodeId: v.number(), vendor: v.string() }),
  value: v.boolean(),
});

export const gameLaunchCall = defineCall({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  /** gameId: a game's id, a live room or hot match id, or 'lobby' (the vendor's own lobby) */
  query: v.object({
    gameCategory: v.string(),
    vendor: v.string(),
    gameId: v.string(),
    /** as the launch page's address carries it */
    nodeId: v.optional(v.string()),
  }),
  value: v.object({ content: v.object({ game_url: v.string() }) }),
});

/** One entry of the lottery data: a prize mode (Lott, Elott) and the vendor that runs it (the launch's rules). */
export const lotteryMenu = v.object({ prizeMode: v.string(), vendor: v.string(), name: v.string(), gameCount: v.number() });

export const lotteryMenusCall = defineCall({
  name: 'lotteryMenus',
  method: 'GET',
  path: '/lgw/games/mobile_game_menus',
  value: v.array(lotteryMenu),
});

export const lobbyGameCalls = {
  list: gameListCall,
  hot: gameHotCall,
  types: gameTypesCall,
  typeVendors: gameTypeVendorsCall,
  favourites: gameFavouritesCall,
  addFavourite: gameAddFavouriteCall,
  removeFavourite: gameRemoveFavouriteCall,
  recent: gameRecentCall,
  addRecent: gameAddRecentCall,
  launch: gameLaunchCall,
  lotteryMenus: lotteryMenusCall,
};

export type Game = v.InferOutput<typeof game>;
export type VendorItem = v.InferOutput<typeof vendorItem>;
export type VendorData = v.InferOutput<typeof gameTypesCall.value>;
export type LotteryMenu = v.InferOutput<typeof lotteryMenu>;
export type TypeVendors = v.InferOutput<typeof gameTypeVendorsCall.value>;
