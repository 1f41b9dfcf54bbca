import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { scanKnownAssets } from '../image/known-assets.ts';
import { LruCache } from '../image/lru-cache.ts';
import { renderPlaceholderArt } from '../image/placeholder-art.ts';
import type { DevApiState } from '../server/dev-api-state.ts';

const ASSET_PATH = /^\/assets\/img\/([a-z]+)\/([a-z0-9-]{1,64})\.png$/;
/** A name not known is looked for again (content added since) at most this often, so misses stay cheap. */
export const RESCAN_AFTER_MS = 5000;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** Enough for every seeded image (about 360, some 20 MB) with room to spare; an operator may change both. */
export const assetCacheLimits = () => ({
  entries: envInt('ASSET_CACHE_ENTRIES', 512),
  bytes: envInt('ASSET_CACHE_BYTES', 48 * 1024 * 1024),
});

interface AssetStore {
  cache: LruCache;
  known: Set<string>;
  scannedAt: number;
}

const stores = new WeakMap<DatabaseSync, AssetStore>();

function storeFor(state: DevApiState): AssetStore {
  let store = stores.get(state.db);
  if (!store) {
    const limits = assetCacheLimits();
    store = { cache: new LruCache(limits.entries, limits.bytes), known: scanKnownAssets(state.db), scannedAt: state.clock() };
    stores.set(state.db, store);
  }
  return store;
}

/** The asset cache of this API (for tests and the operator's figures). */
export const assetCache = (state: DevApiState): LruCache => storeFor(state).cache;

function isKnown(state: DevApiState, store: AssetStore, path: string): boolean {
  if (store.known.has(path)) return true;
  if (state.clock() - store.scannedAt < RESCAN_AFTER_MS) return false;
  store.known = scanKnownAssets(state.db);
  store.scannedAt = state.clock();
  return store.known.has(path);
}

/**
 * GET /assets/img/<kind>/<name>.png: generated artwork for the content. Only names some content uses are
 * rendered (any other is a 404 that costs a set lookup), and the rendered ones live in a bounded LRU cache
 * (issue 13 finding 5). The only replies that are not JSON; they never change for a path, so they may be cached.
 */
export function serveAsset(
  state: DevApiState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  cors: Record<string, string>,
  fail: (error: ApiError) => void,
): void {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    fail(new ApiError(405, 'method_not_allowed'));
    return;
  }
  const match = ASSET_PATH.exec(path);
  const store = storeFor(state);
  let png = match ? store.cache.get(path) : undefined;
  if (match && !png && isKnown(state, store, path)) {
    png = renderPlaceholderArt(match[1]!, match[2]!) ?? undefined;
    if (png) store.cache.set(path, png);
  }
  if (!png) {
    fail(new ApiError(404, 'not_found'));
    return;
  }
  res.writeHead(200, {
    ...cors,
    'Content-Type': 'image/png',
    'Content-Length': png.length,
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(method === 'HEAD' ? undefined : png);
}
