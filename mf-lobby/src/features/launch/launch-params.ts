import { launchGameId } from '../games/index.ts';

export interface LaunchRequest {
  vendor: string;
  gameId: string;
  nodeId?: string;
  gameCategory: string;
}

/**
 * The launch call for /m/launchGame's query (playType, prize_mode, code, pageBack, vendor, nodeId,
 * gameCategory). The prize mode is the site's (one rule: prizeModeFor over the lottery data) and names no
 * vendor, so a link must carry the game's vendor; null when the query names no game or no vendor.
 */
export function launchRequest(query: URLSearchParams): LaunchRequest | null {
  const code = query.get('code')?.trim();
  const vendor = query.get('vendor')?.trim();
  if (!code || !vendor) return null;
  return {
    vendor,
    gameId: launchGameId(vendor, code),
    nodeId: query.get('nodeId') || undefined,
    gameCategory: query.get('gameCategory') ?? '',
  };
}

/** Opens the game in a new window; false when the browser blocked the popup. */
export function openInNewWindow(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  const win = open(url, '_blank');
  if (!win) return false;
  // the game's page must not reach back into the site
  win.opener = null;
  return true;
}
