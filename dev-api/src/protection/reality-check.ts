import type { DatabaseSync } from 'node:sqlite';

export { REALITY_MINUTES } from '@wl/platform-contract';

export function realityMinutes(db: DatabaseSync, memberId: number): number {
  const row = db.prepare('SELECT reality_minutes FROM pp_settings WHERE member_id = ?').get(memberId) as
    | { reality_minutes: number }
    | undefined;
  return row?.reality_minutes ?? 0;
}

export function setRealityMinutes(db: DatabaseSync, memberId: number, minutes: number, now: number): void {
  db.prepare(
    `INSERT INTO pp_settings (member_id, reality_minutes, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes, updated_at = excluded.updated_at`,
  ).run(memberId, minutes, now);
}

/** The session's money since login, from the ledger: deposits, withdrawals and game results (bets and wins). */
export function sessionFigures(db: DatabaseSync, memberId: number, since: number) {
  const rows = db
    .prepare(
      'SELECT kind, COALESCE(SUM(amount_paisa), 0) AS total FROM ledger_entries WHERE member_id = ? AND created_at >= ? GROUP BY kind',
    )
    .all(memberId, since) as { kind: string; total: number }[];
  const sum = (kinds: string[]) => rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.total, 0);
  const games = sum(['bet', 'win', 'lottery_refund']);
  return {
    deposits: sum(['deposit']) / 100,
    withdrawals: -sum(['withdraw', 'withdraw_release']) / 100,
    gameResult: games / 100,
    net: games / 100,
  };
}
