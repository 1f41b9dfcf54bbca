import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../../config/merchants.ts';

/** The id of a seeded member, or null when the database has no such account. */
export function seededMemberId(db: DatabaseSync, username: string): number | null {
  const row = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(MAIN_MERCHANT, username) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

export const nodeIdOf = (db: DatabaseSync, gameId: string): number =>
  (db.prepare('SELECT node_id FROM lobby_games WHERE game_id = ?').get(gameId) as { node_id: number }).node_id;
