import type { DatabaseSync } from 'node:sqlite';
import { pick, type Language } from '../../http/language.ts';
import type { AnnouncementRow } from '../../lobby/announcement-view.ts';

type NoticeRow = Pick<AnnouncementRow, 'id' | 'title_bn' | 'title_en' | 'content_bn' | 'content_en' | 'start_date'> & {
  read_at: number | null;
};

// Agent announcements are the announcements of type 'A' running now (the same table as every notice).
const RUNNING_AGENT_NOTICES = `FROM announcements a LEFT JOIN agent_notice_reads r ON r.announcement_id = a.id AND r.member_id = ?
  WHERE a.type = 'A' AND a.merchant_code = ? AND a.start_date <= ? AND (a.end_date IS NULL OR a.end_date >= ?)`;

export function agentNotices(db: DatabaseSync, memberId: number, merchant: string, now: number, language: Language) {
  const rows = db
    .prepare(
      `SELECT a.id, a.title_bn, a.title_en, a.content_bn, a.content_en, a.start_date, r.read_at ${RUNNING_AGENT_NOTICES} ORDER BY a.start_date DESC, a.id`,
    )
    .all(memberId, merchant, now, now) as unknown as NoticeRow[];
  return rows.map((row) => ({
    id: row.id,
    title: pick(language, { bn: row.title_bn, en: row.title_en }),
    // HTML: the client sanitizes it before rendering
    content: pick(language, { bn: row.content_bn, en: row.content_en }),
    startDate: new Date(row.start_date).toISOString(),
    read: row.read_at !== null,
  }));
}

export function unreadAgentNotices(db: DatabaseSync, memberId: number, merchant: string, now: number): number {
  return (
    db.prepare(`SELECT COUNT(*) AS n ${RUNNING_AGENT_NOTICES} AND r.read_at IS NULL`).get(memberId, merchant, now, now) as { n: number }
  ).n;
}

/** Marks one running agent notice (or, with id null, all of them) read; answers the unread count after. */
export function markAgentNoticesRead(db: DatabaseSync, memberId: number, merchant: string, id: number | null, now: number): number {
  db.prepare(`INSERT OR IGNORE INTO agent_notice_reads (member_id, announcement_id, read_at)
    SELECT ?, a.id, ? ${RUNNING_AGENT_NOTICES} ${id === null ? '' : 'AND a.id = ?'}`).run(
    memberId,
    now,
    memberId,
    merchant,
    now,
    now,
    ...(id === null ? [] : [id]),
  );
  return unreadAgentNotices(db, memberId, merchant, now);
}
