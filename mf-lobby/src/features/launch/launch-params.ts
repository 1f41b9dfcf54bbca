import { launchGameId, type PrizeMode } from '../games/index.ts';

export interface LaunchRequest {
  vendor: string;
  gameId: string;
  nodeId?: string;
  gameCategory: string;
}

/**
 * The launch call for /m/launchGame's query (playType, prize_mode, code, pageBack, vendor, nodeId,
 * gameCategory). A lottery link without a vendor takes it from the prize mode, as the platform notes pair
 * them (lott: TCG_LOTTO_VN, elott: TCG_SEA). Null when the query names no game.
 */
export function launchRequest(query: URLSearchParams): LaunchRequest | null {
  const code = query.get('code')?.trim();
  if (!code) return null;
  const prizeMode = query.get('prize_mode') as PrizeMode | null;
  const lottery = query.get('playType') === 'trad';
  const vendor = query.get('vendor')?.trim() || (lottery && prizeMode ? (prizeMode === 'elott' ? 'TCG_SEA' : 'TCG_LOTTO_VN') : '');
  if (!vendor) return null;
  const category = query.get('gameCategory') || (lottery ? (prizeMode === 'elott' ? 'ELOTT' : 'LOTT') : '');
  return { vendor, gameId: launchGameId(vendor, code), nodeId: query.get('nodeId') || undefined, gameCategory: category };
}

/** Opens the game in a new window; false when the browser blocked the popup. */
export function openInNewWindow(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  const win = open(url, '_blank');
  if (!win) return false;
  // the game's page must not reach back into the site
  win.opener = null;
  return true;
}
