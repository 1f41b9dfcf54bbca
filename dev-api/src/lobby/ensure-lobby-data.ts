import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { LOBBY_DATA_VERSION, LOBBY_SCHEMA_SQL, LOBBY_TABLES } from './lobby-schema.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';
import { seedHelp } from './seed/seed-help.ts';
import { seedHomeContent } from './seed/seed-home-content.ts';
import { seedLottery } from './seed/seed-lottery.ts';
import { seedMemberLobby } from './seed/seed-member-lobby.ts';
import { clearLobbyPromotions, seedPromotions } from './seed/seed-promotions.ts';

function storedVersion(db: DatabaseSync): number {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'lobby_meta'").get();
  if (!table) return 0;
  const row = db.prepare("SELECT value FROM lobby_meta WHERE key = 'version'").get() as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

/**
 * Creates and seeds the lobby's tables when the database has none, or an older lobby seed: a database
 * file made before the lobby existed keeps its members, sessions and mail. Runs in one transaction.
 */
export function ensureLobbyData(db: DatabaseSync, now: number): void {
  if (storedVersion(db) === LOBBY_DATA_VERSION) return;
  inTransaction(db, () => {
    // Checked again under the write lock: another process may have done it meanwhile.
    if (storedVersion(db) === LOBBY_DATA_VERSION) return;
    db.exec('PRAGMA defer_foreign_keys = ON');
    // Children first, so no foreign key points at a dropped table.
    for (const table of [...LOBBY_TABLES].reverse()) db.exec(`DROP TABLE IF EXISTS ${table}`);
    clearLobbyPromotions(db);
    db.exec(LOBBY_SCHEMA_SQL);
    seedCatalogue(db);
    seedHomeContent(db, now);
    seedHelp(db);
    seedPromotions(db, now);
    seedMemberLobby(db, now);
    seedLottery(db, now);
    db.prepare("INSERT INTO lobby_meta (key, value) VALUES ('version', ?)").run(String(LOBBY_DATA_VERSION));
  });
}
