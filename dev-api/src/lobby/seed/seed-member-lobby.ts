import type { DatabaseSync } from 'node:sqlite';
import { nodeIdOf, seededMemberId } from './seed-members.ts';

const HOUR = 60 * 60 * 1000;

/** demo01 has played a few games and starred two. (Contract requests are the agency centre's: agent/.) */
export function seedMemberLobby(db: DatabaseSync, now: number): void {
  const demo = seededMemberId(db, 'demo01');
  if (demo !== null) {
    const favourite = db.prepare('INSERT INTO lobby_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)');
    ['pg-002', 'jili-fish-001'].forEach((gameId, i) => favourite.run(demo, nodeIdOf(db, gameId), now - (i + 1) * HOUR));
    const recent = db.prepare('INSERT INTO lobby_recent (member_id, node_id, played_at) VALUES (?, ?, ?)');
    ['pp-004', 'pg-002', 'evo-live-002', 'km-pvp-001'].forEach((gameId, i) =>
      recent.run(demo, nodeIdOf(db, gameId), now - (i + 1) * 3 * HOUR),
    );
  }
}
