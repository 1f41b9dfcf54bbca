import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../http/api-error.ts';
import { renderPlaceholderArt } from '../image/placeholder-art.ts';

const ASSET_PATH = /^\/assets\/img\/([a-z]+)\/([a-z0-9-]{1,64})\.png$/;
const cache = new Map<string, Buffer>();

/**
 * GET /assets/img/<kind>/<name>.png: generated artwork for the seeded content. The only replies
 * that are not JSON; they never change for a path, so they may be cached.
 */
export function serveAsset(
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
  let png = match ? cache.get(path) : undefined;
  if (match && !png) {
    png = renderPlaceholderArt(match[1]!, match[2]!) ?? undefined;
    if (png) cache.set(path, png);
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
