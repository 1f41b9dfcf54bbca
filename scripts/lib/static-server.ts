// A small production-like static file server: long-lived caching for hashed files, no-cache for the
// fixed-name federation files and HTML, brotli or gzip when the browser accepts it (compressed once per
// file version and kept), an SPA fallback for the shell.
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compress, compressAsync, type Encoding, pickEncoding } from '../../dev-api/src/http/compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export interface StaticOptions {
  root: string;
  /** serve index.html for unknown paths without an extension (client-side routes) */
  spaFallback?: boolean;
  /** allow any origin: remotes are fetched from the shell's origin */
  cors?: boolean;
  /** the part of the address that names the root itself ('/releases' for the release store) */
  urlPrefix?: string;
  /** every file never changes once written (a release): cached a year, whatever its name */
  immutable?: boolean;
}

const compressedCache = new Map<string, { mtime: number; body: Buffer }>();

/**
 * The file compressed with the encoding, kept per version of the file (its mtime): the first request gets
 * a quick compression, and the smallest one (brotli 11) replaces it in the background for the next ones.
 */
export function compressedFile(file: string, encoding: Encoding): Buffer {
  const mtime = statSync(file).mtimeMs;
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtime === mtime) return cached.body;
  const raw = readFileSync(file);
  const body = compress(raw, encoding, 'fast');
  compressedCache.set(key, { mtime, body });
  compressAsync(raw, encoding, 'max').then(
    (best) => {
      if (compressedCache.get(key)?.mtime === mtime) compressedCache.set(key, { mtime, body: best });
    },
    () => undefined,
  );
  return body;
}

/**
 * Answers one request from the folder. Never throws: a malformed address is a 400, a path outside the
 * folder a 403, a file that vanishes while it is served (a remote being replaced, as remotes ship) a 404
 * or a closed stream, never a crashed process.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, opts: StaticOptions) {
  try {
    serveFile(req, res, opts);
  } catch (error) {
    fail(res, error);
  }
}

function fail(res: ServerResponse, error: unknown) {
  const missing = (error as NodeJS.ErrnoException)?.code === 'ENOENT';
  if (!missing) console.error('[static]', error);
  if (res.headersSent) res.destroy();
  else send(res, missing ? 404 : 500, missing ? 'Not found' : 'Internal error');
}

/**
 * Whether `file` is `root` or inside it, by path segments (issue 13 finding 15): not a string prefix, which
 * takes /srv/dist-evil for part of /srv/dist, and not a leading '..' in the name, which refuses a file
 * called '..notes'.
 */
export function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** The file a URL path names inside the root, or null when it would leave the root. */
export function resolveInside(root: string, urlPath: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(`/${urlPath}`)}`);
  return isInside(path.resolve(root), file) ? file : null;
}

/** The same check on the real paths, once the file exists: a symbolic link inside the root cannot lead out of it. */
function reallyInside(root: string, file: string): boolean {
  try {
    return isInside(realpathSync(root), realpathSync(file));
  } catch {
    return false;
  }
}

function serveFile(req: IncomingMessage, res: ServerResponse, opts: StaticOptions) {
  const raw = req.url ?? '/';
  const full = raw.split(/[?#]/)[0] ?? '/';
  const pathname = opts.urlPrefix && full.startsWith(`${opts.urlPrefix}/`) ? full.slice(opts.urlPrefix.length) : full;
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return send(res, 400, 'Bad request');
  }
  if (rel.includes('\0')) return send(res, 400, 'Bad request');
  let file = resolveInside(opts.root, rel);
  if (!file) return send(res, 403, 'Forbidden');
  if (opts.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return send(res, 204, '');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const index = path.join(file, 'index.html');
    if (existsSync(index)) file = index;
    // client-side routes have no extension, or are old .html addresses (/register.html, /m/index.html)
    else if (opts.spaFallback && ['', '.html'].includes(path.extname(rel))) file = path.join(opts.root, 'index.html');
    else return send(res, 404, 'Not found');
  }
  if (!reallyInside(opts.root, file)) return send(res, 403, 'Forbidden');
  rel = path.relative(opts.root, file);
  const ext = path.extname(file);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  // remoteEntry.js and mf-manifest.json keep fixed names: a cached copy would pin an old release
  res.setHeader('Cache-Control', opts.immutable || HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (COMPRESSIBLE.test(file)) {
    // the reply depends on Accept-Encoding even when this one is sent as it is
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      const body = compressedFile(file, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(200);
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
  }
  const size = statSync(file).size;
  if (req.method === 'HEAD') {
    res.setHeader('Content-Length', size);
    res.writeHead(200);
    return res.end();
  }
  const stream = createReadStream(file);
  // the file can disappear between the stat and the read: answer then, or end the response cleanly
  stream.once('error', (error) => fail(res, error));
  stream.once('open', () => {
    res.setHeader('Content-Length', size);
    res.writeHead(200);
    stream.pipe(res);
  });
}

function send(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
