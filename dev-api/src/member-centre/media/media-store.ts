import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { randomToken } from '../../crypto/passwords.ts';
import { requestUrl } from '../../http/request-url.ts';
import type { ImageKind } from './image-check.ts';

// Uploaded pictures live in SQLite and are served at /assets/member/<token>.<ext>: an <img> sends no
// Authorization header, so the address itself is the capability (128 random bits, new per upload).

const MEDIA_PATH = /^\/assets\/member\/([0-9a-f]{32})\.(png|jpg)$/;

export const mediaUrl = (token: string, ext: string) => `/assets/member/${token}.${ext}`;

export function storeMedia(
  db: DatabaseSync,
  memberId: number,
  purpose: 'icon' | 'feedback',
  bytes: Uint8Array,
  kind: ImageKind,
  now: number,
) {
  const token = randomToken(16);
  const result = db
    .prepare('INSERT INTO mc_media (token, member_id, purpose, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(token, memberId, purpose, kind.mime, bytes.length, bytes, now);
  return { id: Number(result.lastInsertRowid), url: mediaUrl(token, kind.ext) };
}

export function mediaUrlById(db: DatabaseSync, id: number | null): string | null {
  if (id === null) return null;
  const row = db.prepare('SELECT token, mime FROM mc_media WHERE id = ?').get(id) as { token: string; mime: string } | undefined;
  return row ? mediaUrl(row.token, row.mime === 'image/png' ? 'png' : 'jpg') : null;
}

/** Answers GET /assets/member/<token>.<ext>; false for anything else (the pipeline's 404 follows). */
export function serveMemberMedia(db: DatabaseSync, req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const match = MEDIA_PATH.exec(requestUrl(req).pathname);
  if (!match) return false;
  const row = db.prepare('SELECT mime, bytes FROM mc_media WHERE token = ?').get(match[1]!) as
    | { mime: string; bytes: Uint8Array }
    | undefined;
  if (!row || (row.mime === 'image/png') !== (match[2] === 'png')) return false;
  res.writeHead(200, {
    'Content-Type': row.mime,
    'Content-Length': row.bytes.length,
    // The address changes with every upload, so what it names never changes; private: member pictures.
    'Cache-Control': 'private, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  res.end(method === 'HEAD' ? undefined : row.bytes);
  return true;
}
