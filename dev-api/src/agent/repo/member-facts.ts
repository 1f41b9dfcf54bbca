import type { DatabaseSync } from 'node:sqlite';

/** What the team screens show of a member, by id. */
export interface MemberFacts {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  upline_id: number | null;
  reg_date: number;
  last_login_at: number | null;
  balance_paisa: number;
}

export function memberFacts(db: DatabaseSync, ids: number[]): Map<number, MemberFacts> {
  const rows = db
    .prepare(
      'SELECT id, username, nickname, type, upline_id, reg_date, last_login_at, balance_paisa FROM members WHERE id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(ids)) as unknown as MemberFacts[];
  return new Map(rows.map((r) => [r.id, r]));
}
