import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error.ts';
import { randomToken } from '../../crypto/passwords.ts';
import { BinaryReply, type RouteContext } from '../../server/route.ts';
import type { ImageKind } from './image-check.ts';

// Uploaded pictures live in SQLite and are answered only to their owner's session (issue 21 finding 4):
// GET /wps/member/media?file=<token>.<ext> with the session's Authorization header, never stored by a browser
// or a worker (no-store). An address alone opens nothing, so one left on a shared phone shows no one.

const MEDIA_FILE = /^([0-9a-f]{32})\.(png|jpg)$/;
export const MEDIA_ROUTE = '/wps/member/media';

const mediaUrl = (token: string, ext: string) => `${MEDIA_ROUTE}?file=${token}.${ext}`;

/** Bytes of pictures the member uploaded in the last 24 hours (what MEDIA_BYTES_PER_DAY bounds). */
function bytesToday(db: DatabaseSync, memberId: number, now: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(bytes), 0) AS total FROM mc_media_uploads WHERE member_id = ? AND created_at > ?')
    .get(memberId, now - 24 * 60 * 60 * 1000) as { total: number };
  return row.total;
}

/**
 * Refuses an upload that would take the member past the day's byte budget, before anything is stored. The reply
 * names the budget and when room opens again.
 */
export function refuseOverMediaBudget(ctx: RouteContext, memberId: number, adding: number): void {
  const budget = ctx.state.bounds.mediaBytesPerDay;
  if (bytesToday(ctx.db, memberId, ctx.now) + adding <= budget) return;
  const oldest = ctx.db
    .prepare('SELECT MIN(created_at) AS at FROM mc_media_uploads WHERE member_id = ? AND created_at > ?')
    .get(memberId, ctx.now - 24 * 60 * 60 * 1000) as { at: number | null };
  const retryAt = new Date((oldest.at ?? ctx.now) + 24 * 60 * 60 * 1000).toISOString();
  throw new ApiError(429, 'MEDIA_BUDGET_EXCEEDED', { value: { budgetBytes: budget, retryAt } });
}

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
  // counted apart from the pictures, so that deleting one (a replaced profile picture) gives no room back
  db.prepare('INSERT INTO mc_media_uploads (member_id, bytes, created_at) VALUES (?, ?, ?)').run(memberId, bytes.length, now);
  return { id: Number(result.lastInsertRowid), url: mediaUrl(token, kind.ext) };
}

export function mediaUrlById(db: DatabaseSync, id: number | null): string | null {
  if (id === null) return null;
  const row = db.prepare('SELECT token, mime FROM mc_media WHERE id = ?').get(id) as { token: string; mime: string } | undefined;
  return row ? mediaUrl(row.token, row.mime === 'image/png' ? 'png' : 'jpg') : null;
}

/** GET /wps/member/media?file=<token>.<ext>: the picture, to the session of the member who uploaded it only. */
export function memberMedia(ctx: RouteContext, memberId: number): BinaryReply {
  const match = MEDIA_FILE.exec(ctx.query.get('file') ?? '');
  const row = match
    ? (ctx.db.prepare('SELECT member_id, mime, bytes FROM mc_media WHERE token = ?').get(match[1]!) as
        | { member_id: number; mime: string; bytes: Uint8Array }
        | undefined)
    : undefined;
  // another member's picture is answered exactly as a missing one: its address tells nothing
  if (!row || row.member_id !== memberId || (row.mime === 'image/png') !== (match![2] === 'png')) throw new ApiError(404, 'not_found');
  return new BinaryReply(row.mime, row.bytes, {
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
