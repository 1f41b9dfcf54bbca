import type { DatabaseSync } from 'node:sqlite';
import { pick, type Language } from '../../http/language.ts';
import { iso } from '../core/format.ts';
import { pageOf, type PageRequest } from '../core/paging.ts';
import { mediaUrlById } from '../media/media-store.ts';
import { feedbackTypeName } from './feedback-types.ts';

interface FeedbackRow {
  id: number;
  member_id: number;
  type: string;
  remark: string;
  reply_bn: string | null;
  reply_en: string | null;
  replied_at: number | null;
  created_at: number;
}

function feedbackView(db: DatabaseSync, row: FeedbackRow, language: Language) {
  const images = db.prepare('SELECT media_id FROM mc_feedback_images WHERE feedback_id = ? ORDER BY sequence').all(row.id) as {
    media_id: number;
  }[];
  const replied = row.replied_at !== null;
  return {
    id: row.id,
    type: row.type,
    typeName: feedbackTypeName(row.type, language),
    remark: row.remark,
    images: images.map((image) => mediaUrlById(db, image.media_id)).filter((url): url is string => url !== null),
    createdAt: iso(row.created_at),
    status: replied ? 'REPLIED' : 'PENDING',
    reply: replied ? pick(language, { bn: row.reply_bn ?? row.reply_en ?? '', en: row.reply_en ?? row.reply_bn ?? '' }) : null,
    repliedAt: row.replied_at === null ? null : iso(row.replied_at),
  };
}

export function findFeedback(db: DatabaseSync, id: number, language: Language) {
  const row = db.prepare('SELECT * FROM mc_feedback WHERE id = ?').get(id) as FeedbackRow | undefined;
  return row && feedbackView(db, row, language);
}

/** When the member may file again: null while under the daily limit. */
export function nextFeedbackAllowedAt(db: DatabaseSync, memberId: number, now: number, limit: number, windowMs: number): number | null {
  const rows = db
    .prepare('SELECT created_at FROM mc_feedback WHERE member_id = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?')
    .all(memberId, now - windowMs, limit) as { created_at: number }[];
  return rows.length < limit ? null : rows[rows.length - 1]!.created_at + windowMs;
}

/** The feedback a repeated request (same requestId) already made, so a double tap files it once. */
export function findByRequestId(db: DatabaseSync, memberId: number, requestId: string): number | null {
  const row = db.prepare('SELECT id FROM mc_feedback WHERE member_id = ? AND request_id = ?').get(memberId, requestId) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

export function insertFeedback(
  db: DatabaseSync,
  memberId: number,
  type: string,
  remark: string,
  requestId: string | null,
  mediaIds: number[],
  now: number,
): number {
  const id = Number(
    db
      .prepare('INSERT INTO mc_feedback (member_id, type, remark, request_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(memberId, type, remark, requestId, now).lastInsertRowid,
  );
  const image = db.prepare('INSERT INTO mc_feedback_images (feedback_id, media_id, sequence) VALUES (?, ?, ?)');
  mediaIds.forEach((mediaId, i) => image.run(id, mediaId, i + 1));
  return id;
}

export function listFeedback(db: DatabaseSync, memberId: number, language: Language, request: PageRequest) {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM mc_feedback WHERE member_id = ?').get(memberId) as { n: number }).n;
  const rows = db
    .prepare('SELECT * FROM mc_feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(memberId, request.size, request.offset) as unknown as FeedbackRow[];
  return pageOf(
    request,
    total,
    rows.map((row) => feedbackView(db, row, language)),
  );
}
