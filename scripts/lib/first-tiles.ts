// The game list's first row, announced by the page's HTML (issue 12: /m/gameList's largest paint on a slow
// phone is a first-row tile). Without it the tile waits for ~200 KB of scripts, then the list call, then
// its image. The server knows the route and its query, so for a query whose first screen it knows (a game
// grid of one type, perhaps one vendor) the head's script starts the list call as the lobby will make it
// (the lobby takes that answer: shared/src/http/early-calls.ts) and preloads the first tiles' images as the
// server last saw them (kept per platform, merchant, language and query, refreshed in the background,
// never waited for). An unknown query, a member (the head's script starts nothing for one) or a remote
// that is down gets nothing more than before.
import { STARTUP_CALLS } from '../../shared/src/config/startup-calls.ts';
import { backgroundCache, defaultFetchJson, envelopeValue, type FirstBannerCacheOptions } from './first-banner-cache.ts';

/** The lobby's list call (mf-lobby/src/features/games/api/games-api.ts, fetchGames). */
export const GAME_LIST_CALL = '/wps/relay/GCSGAME_list';
/** The first row of the grid on a phone (mf-lobby game-grid.module.css: three columns below 480 px). */
export const FIRST_ROW = 3;
/** The lobby's page size (spec section 9). */
const PAGE_SIZE = 26;
/** Types whose /m/gameList is a plain grid of the list call (mf-lobby browse-options.ts resolveListType). */
const GRID_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE'];
const VENDOR = /^[A-Za-z0-9_-]{1,40}$/;
export const LANGUAGES = { bn: 'BN', en: 'EN' } as const;
export type Lang = keyof typeof LANGUAGES;

/** The first screen's query, or null when it is not one the server knows how the lobby will ask. */
export function gameListQuery(search: string): { gameType: string; vendor: string } | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((k) => k !== 'gameType' && k !== 'vendor')) return null;
  const gameType = (params.get('gameType') || 'RNG').toUpperCase();
  const vendor = params.get('vendor') ?? '';
  if (!GRID_TYPES.includes(gameType) || (vendor && !VENDOR.test(vendor))) return null;
  return { gameType, vendor };
}

/**
 * The list call's address exactly as axios writes it for the lobby's page 1 (the same keys in the same
 * order, empty values kept), so that the lobby's own call finds the early one.
 */
export function gameListCall(apiBase: string, merchant: string, language: string, q: { gameType: string; vendor: string }) {
  const params = new URLSearchParams({
    merchant,
    platform: 'html5',
    gameName: '',
    gameType: q.gameType,
    gameClassify: '',
    isNew: '',
    pageNo: '1',
    pageSize: String(PAGE_SIZE),
    vassalage: q.vendor,
    language,
  });
  return `${apiBase}${GAME_LIST_CALL}?${params}`;
}

type Game = { mobileSmallIcon?: unknown; showIcon?: unknown; iconUrl?: unknown };

/**
 * A tile's image as the lobby shows it (game-types.ts gameIcon), when its address is known here. It also
 * runs in the page (first-frame.ts writes its source into the inline script): no imports, plain ES2020.
 */
export function tileImage(game: Game, cdns: boolean): string | null {
  const icon = [game.mobileSmallIcon, game.showIcon, game.iconUrl].find((v) => typeof v === 'string' && v);
  if (typeof icon !== 'string') return null;
  // a relative address goes to an image CDN the app picks at random when the platform names one
  if (/^https?:\/\//.test(icon)) return icon;
  return /^\/(?!\/)/.test(icon) && !cdns ? icon : null;
}

/**
 * The grid's top below the header: the lobby's rows above it (mf-lobby game-browser.module.css and its
 * parts): the page's 8 px top padding, the search row (44 px), the quick tabs (36), the vendor strip (64)
 * and, for every grid type but FISH, the classification row (36), each followed by an 8 px gap.
 */
export function gridTop(gameType: string): number {
  return 8 + (44 + 8) + (36 + 8) + (64 + 8) + (gameType === 'FISH' ? 0 : 36 + 8);
}

export interface FirstTiles {
  /** the grid's top below the header (gridTop), where the HTML's frame draws the first row */
  top: number;
  /** the list call per platform language, as the head's script starts it */
  calls: Partial<Record<'BN' | 'EN', string>>;
  /** the first row's images per language, as the server last saw them */
  images: Partial<Record<Lang, string[]>>;
}

export function createFirstTilesCache(opts: FirstBannerCacheOptions) {
  const fetchJson = opts.fetchJson ?? defaultFetchJson;
  const cache = backgroundCache<string[]>(opts);

  async function load(call: string, statusCall: string, headers: Record<string, string>) {
    const [list, status] = await Promise.all([fetchJson(call, headers), fetchJson(statusCall, headers)]);
    const cdns = ((envelopeValue(status) as { info?: { imageCdns?: unknown[] } })?.info?.imageCdns ?? []).length > 0;
    const games = ((envelopeValue(list) as { games?: Game[] })?.games ?? []).slice(0, FIRST_ROW);
    return games.map((g) => tileImage(g, cdns)).filter((u): u is string => u !== null);
  }

  return {
    /** The calls and the known images for a page's query; a missing or stale entry is fetched for the next page. */
    forPage(source: { merchantCode?: string; apiBase?: string }, search: string): FirstTiles | null {
      const q = gameListQuery(search);
      if (!source.merchantCode || !q) return null;
      const base = source.apiBase || opts.selfOrigin();
      const result: FirstTiles = { top: gridTop(q.gameType), calls: {}, images: {} };
      for (const [lang, header] of Object.entries(LANGUAGES) as [Lang, 'BN' | 'EN'][]) {
        result.calls[header] = gameListCall(source.apiBase ?? '', source.merchantCode, header, q);
        const call = gameListCall(base, source.merchantCode, header, q);
        const headers = { Merchant: source.merchantCode, Language: header, Device: 'MOBILE' };
        // the platform down or answering an error: nothing is hinted until it answers again
        const images = cache.get(call, () => load(call, `${base}${STARTUP_CALLS.status}`, headers));
        if (images?.length) result.images[lang] = images;
      }
      return result;
    },
    settled: cache.settled,
  };
}
