// Response compression, negotiated with Accept-Encoding: brotli when the client takes it, else gzip.
// One implementation for the dev API's JSON and the application server's computed answers (the page, the runtime
// file; server/src/routes/): on a phone's slow link a 21 KB hot list is 2.6 KB gzipped. Static files are nginx's.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a reply is sent as it is: the saving is smaller than the cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** Content types worth compressing; images (png, jpeg, webp) and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

/**
 * The encoding to answer with: br, then gzip, among those the client accepts with a q above 0
 * ('identity' needs nothing; '*' accepts both).
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    offered.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (enc: Encoding) => (offered.get(enc) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a body made per request, at a quality fast enough to pay for on every answer (brotli 5, gzip 6). Files
 * that never change get their best-quality copies once, at build time (tooling/build/src/precompress.ts).
 */
export function compress(body: Buffer | string, encoding: Encoding): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'gzip'
    ? gzipSync(input, { level: 6 })
    : brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } });
}

/** Adds Accept-Encoding to a Vary header value, keeping what it already names (Origin). */
export function varyWithEncoding(vary: OutgoingHttpHeader | undefined): string {
  const names = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return names.some((n) => n.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/**
 * The body and headers of a reply, compressed when the request accepts it and it is worth it. Sets
 * Vary on every compressible reply (a cache must not hand a gzipped body to a client that cannot read it),
 * Content-Encoding and the Content-Length of what is sent.
 */
export function negotiate(
  req: IncomingMessage | undefined,
  body: Buffer | string,
  headers: OutgoingHttpHeaders,
): { body: Buffer | string; headers: OutgoingHttpHeaders } {
  const type = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
  const size = Buffer.byteLength(body);
  if (!COMPRESSIBLE_TYPE.test(type) || headers['content-encoding'] || headers['Content-Encoding']) {
    return { body, headers: { ...headers, 'Content-Length': size } };
  }
  const vary = varyWithEncoding(headers.vary ?? headers.Vary);
  const { vary: _v, Vary: _V, ...rest } = headers;
  const encoding = size >= MIN_COMPRESS_BYTES ? pickEncoding(req?.headers['accept-encoding']) : null;
  if (!encoding) return { body, headers: { ...rest, Vary: vary, 'Content-Length': size } };
  const packed = compress(body, encoding);
  return { body: packed, headers: { ...rest, Vary: vary, 'Content-Encoding': encoding, 'Content-Length': packed.length } };
}
