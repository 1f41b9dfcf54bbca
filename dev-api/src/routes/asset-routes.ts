import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { negotiate } from '@wl/http-answers/compression';
import { parseArtPath } from '../image/art-path.ts';
import { scanKnownAssets } from '../image/known-assets.ts';
import { LruCache } from '../image/lru-cache.ts';
import { renderArt } from '../image/render-art.ts';
import type { DevApiState } from '../server/dev-api-state.ts';

/** A name not known is looked for again (content added since) at most this often, so misses stay cheap. */
export const RESCAN_AFTER_MS = 5000;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** Enough for every seeded image (about 360, a few KB each) with room to spare; an operator may change both. */
const assetCacheLimits = () => ({
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
 * GET /assets/img/<kind>/<name>[.<language>].svg: generated SVG artwork for the content (decision 017). Only names some content uses are
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
  const art = parseArtPath(path);
  const store = storeFor(state);
  let svg = art ? store.cache.get(art.cacheKey) : undefined;
  if (art && !svg && isKnown(state, store, art.key)) {
    const markup = renderArt(state.db, art.kind, art.name, art.language);
    svg = markup === null ? undefined : Buffer.from(markup);
    if (svg) store.cache.set(art.cacheKey, svg);
  }
  if (!svg) {
    fail(new ApiError(404, 'not_found'));
    return;
  }
  // SVG is text: brotli or gzip as the browser accepts, like the pages (a tile's 2-3 KB become under 1 KB)
  const reply = negotiate(req, svg, {
    ...cors,
    'Content-Type': 'image/svg+xml',
    // the markup is drawn by the API, but a browser opening it as a page must still run nothing in it
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=86400',
  });
  res.writeHead(200, reply.headers);
  res.end(method === 'HEAD' ? undefined : reply.body);
}
