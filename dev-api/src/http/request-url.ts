import type { IncomingMessage } from 'node:http';

/**
 * The request's URL, whatever the client sent: `new URL('//', base)` throws (a protocol-relative URL
 * with no host), and one thrown error on the request path used to take the whole process down.
 */
export function requestUrl(req: IncomingMessage): URL {
  const raw = req.url ?? '/';
  try {
    return new URL(`http://dev-api.local${raw.startsWith('/') ? raw : `/${raw}`}`);
  } catch {
    return new URL('http://dev-api.local/');
  }
}
