import type { DatabaseSync } from 'node:sqlite';
import { nodeIdOf, seededMemberId } from './seed-members.ts';

const HOUR = 60 * 60 * 1000;

/** demo01 has played a few games and starred two; sumaiya88 has contract requests waiting (home prompts). */
export function seedMemberLobby(db: DatabaseSync, now: number): void {
  const demo = seededMemberId(db, 'demo01');
  if (demo !== null) {
    const favourite = db.prepare('INSERT INTO lobby_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)');
    ['pg-002', 'jili-fish-001'].forEach((gameId, i) => favourite.run(demo, nodeIdOf(db, gameId), now - (i + 1) * HOUR));
    const recent = db.prepare('INSERT INTO lobby_recent (member_id, node_id, played_at) VALUES (?, ?, ?)');
    ['pp-004', 'pg-002', 'evo-live-002', 'km-pvp-001'].forEach((gameId, i) => recent.run(demo, nodeIdOf(db, gameId), now - (i + 1) * 3 * HOUR));
  }
  // Not demo01: the home's contract prompt is a modal question, and demo01 is everyone's test account.
  const sumaiya = seededMemberId(db, 'sumaiya88');
  if (sumaiya !== null) {
    const request = db.prepare('INSERT INTO lobby_contract_requests (member_id, kind) VALUES (?, ?)');
    request.run(sumaiya, 'DAILY_SALARY');
    request.run(sumaiya, 'HOURLY_SALARY');
  }
}
