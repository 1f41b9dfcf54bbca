import { COCKFIGHT_VENDORS, ESPORT_VENDORS } from '../../games/index.ts';

/** The data tabs (spec section 4). */
export type DataTab = 'all' | 'hot' | 'recent' | 'fav';
export const QUICK_TABS: DataTab[] = ['recent', 'fav', 'hot'];

/** Spec section 2: minimum-bet options, for slots (RNG) only. */
const MIN_BET_OPTIONS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'];
export const minBetOptions = (gameType: string) => (gameType === 'RNG' ? MIN_BET_OPTIONS : []);

/** The classification menu: ALL, NEW (slots only), FAV, HOT, then the vendor classes; fish has none. */
export function classificationItems(gameType: string, classes: { gameClassify: string; name: string }[]): string[] {
  if (gameType === 'FISH') return [];
  return ['ALL', ...(gameType === 'RNG' ? ['NEW'] : []), 'FAV', 'HOT', ...classes.map((c) => c.gameClassify)];
}

/** What a classification item selects: a data tab and a class filter. */
export function applyClassification(item: string): { tab: DataTab; classify: string } {
  if (item === 'FAV') return { tab: 'fav', classify: 'ALL' };
  if (item === 'HOT') return { tab: 'hot', classify: 'ALL' };
  return { tab: 'all', classify: item };
}

/** Which classification item is lit for a tab and class. */
export const activeClassification = (tab: DataTab, classify: string) =>
  tab === 'fav' ? 'FAV' : tab === 'hot' ? 'HOT' : tab === 'all' ? classify : '';

/** Types shown as vendor tiles with a bet button rather than a game grid. */
const VENDOR_TILE_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

export interface ListType {
  /** the platform's game type */
  serverType: string;
  /** vendors the page is limited to (ESPORTS, COCKFIGHT, INHOUSE) */
  vendors: string[] | null;
  vendorTiles: boolean;
}

/**
 * A page's gameType to the platform's: RECENT is RNG (spec section 2), ESPORTS and COCKFIGHT are
 * SPORTS vendors, INHOUSE the RNG list of the in-house vendors.
 */
export function resolveListType(gameType: string | null, inHouse: string[] = []): ListType {
  const type = (gameType || 'RNG').toUpperCase();
  if (type === 'RECENT') return { serverType: 'RNG', vendors: null, vendorTiles: false };
  if (type === 'ESPORTS') return { serverType: 'SPORTS', vendors: ESPORT_VENDORS, vendorTiles: true };
  if (type === 'COCKFIGHT') return { serverType: 'SPORTS', vendors: COCKFIGHT_VENDORS, vendorTiles: true };
  if (type === 'INHOUSE') return { serverType: 'RNG', vendors: inHouse, vendorTiles: false };
  return { serverType: type, vendors: null, vendorTiles: VENDOR_TILE_TYPES.includes(type) };
}

/** Spec section 9: the vendor strip moves 4 at a time, and only above 5 vendors. */
export const STRIP_STEP = 4;
export const stripScrolls = (vendorCount: number) => vendorCount > 5;

/** Spec section 9: the vendor carousel moves at speed 2000 (ms per move) with 20 px between vendors. */
const VENDOR_CAROUSEL_SPEED = 2000;
const VENDOR_CAROUSEL_SPACING = 20;

/**
 * The carousel's options: above 5 vendors, four in view and it moves four at a time (by swipe or arrow); up to
 * 5 it stands still with every vendor in view (at least four slots wide, so a vendor is never wider than usual).
 */
export function vendorCarouselOptions(vendorCount: number) {
  const moves = stripScrolls(vendorCount);
  return {
    slidesPerView: moves ? STRIP_STEP : Math.max(STRIP_STEP, vendorCount),
    slidesPerGroup: STRIP_STEP,
    spaceBetween: VENDOR_CAROUSEL_SPACING,
    speed: VENDOR_CAROUSEL_SPEED,
    allowTouchMove: moves,
    watchOverflow: true,
  };
}
