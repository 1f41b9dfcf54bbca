import type { DatabaseSync } from 'node:sqlite';
import { pick, type Language } from '../../http/language.ts';
import { unreadMailCount } from '../../members/member-repo.ts';
import { iso } from '../core/format.ts';
import { pageOf, type PageRequest } from '../core/paging.ts';

interface MailRow {
  id: number;
  title_bn: string;
  title_en: string;
  content_bn: string;
  content_en: string;
  is_read: number;
  created_at: number;
}

export function listMails(db: DatabaseSync, memberId: number, language: Language, request: PageRequest, unreadOnly: boolean) {
  const filter = unreadOnly ? 'AND is_read = 0' : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM inbox_mails WHERE member_id = ? ${filter}`).get(memberId) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM inbox_mails WHERE member_id = ? ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(memberId, request.size, request.offset) as unknown as MailRow[];
  const list = rows.map((row) => ({
    id: row.id,
    title: pick(language, { bn: row.title_bn, en: row.title_en }),
    createdAt: iso(row.created_at),
    read: row.is_read === 1,
  }));
  return { ...pageOf(request, total, list), unreadCount: unreadMailCount(db, memberId) };
}

/** One of the member's mails, marked read (reading again changes nothing); undefined when not theirs. */
export function readMail(db: DatabaseSync, memberId: number, id: number, language: Language) {
  const row = db.prepare('SELECT * FROM inbox_mails WHERE id = ? AND member_id = ?').get(id, memberId) as MailRow | undefined;
  if (!row) return undefined;
  db.prepare('UPDATE inbox_mails SET is_read = 1 WHERE id = ?').run(id);
  return {
    id: row.id,
    title: pick(language, { bn: row.title_bn, en: row.title_en }),
    // Stored and answered as written, hostile markup included: the client sanitizes server HTML.
    content: pick(language, { bn: row.content_bn, en: row.content_en }),
    createdAt: iso(row.created_at),
    read: true,
    unreadCount: unreadMailCount(db, memberId),
  };
}

export function deleteMails(db: DatabaseSync, memberId: number, ids: number[]) {
  const placeholders = ids.map(() => '?').join(', ');
  const result = db.prepare(`DELETE FROM inbox_mails WHERE member_id = ? AND id IN (${placeholders})`).run(memberId, ...ids);
  return { deleted: Number(result.changes), unreadCount: unreadMailCount(db, memberId) };
}

export function markAllRead(db: DatabaseSync, memberId: number) {
  const result = db.prepare('UPDATE inbox_mails SET is_read = 1 WHERE member_id = ? AND is_read = 0').run(memberId);
  return { updated: Number(result.changes), unreadCount: 0 };
}
