import type { DatabaseSync } from 'node:sqlite';

/** A seeded member's id, failing loudly when the seed lacks it. */
export function memberId(db: DatabaseSync, username: string): number {
  const row = db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number } | undefined;
  if (!row) throw new Error(`no seeded member ${username}`);
  return row.id;
}

export interface BetSeed {
  gameType?: string;
  vendor?: string;
  bet: number;
  valid?: number;
  win?: number;
  rebate?: number;
  status?: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  at: number;
}

/** Inserts a bet record for a test (paisa amounts); returns its id. */
export function insertBet(db: DatabaseSync, memberIdValue: number, bet: BetSeed): number {
  const status = bet.status ?? 'SETTLED';
  const result = db
    .prepare(`INSERT INTO bets (member_id, vendor, game_type, node_id, game_name, bet_paisa, valid_bet_paisa, win_paisa, rebate_paisa, status, bet_at, settled_at)
      VALUES (?, ?, ?, NULL, 'Test game', ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      memberIdValue,
      bet.vendor ?? 'PG',
      bet.gameType ?? 'RNG',
      bet.bet,
      bet.valid ?? (status === 'SETTLED' ? bet.bet : 0),
      bet.win ?? 0,
      bet.rebate ?? 0,
      status,
      bet.at,
      status === 'UNSETTLED' ? null : bet.at + 1000,
    );
  return Number(result.lastInsertRowid);
}
