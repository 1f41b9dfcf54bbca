import type { DatabaseSync } from 'node:sqlite';
import { buildDataOnce } from '../db/data-version.ts';
import { LOBBY_DATA_VERSION, LOBBY_SCHEMA_SQL, LOBBY_TABLES } from './lobby-schema.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';
import { seedHelp } from './seed/seed-help.ts';
import { seedHomeContent } from './seed/seed-home-content.ts';
import { seedLottery } from './seed/seed-lottery.ts';
import { seedMemberLobby } from './seed/seed-member-lobby.ts';
import { clearLobbyPromotions, seedPromotions } from './seed/seed-promotions.ts';

/**
 * Creates and seeds the lobby's tables when the database has none, or an older lobby seed: a database
 * file made before the lobby existed keeps its members, sessions and mail. Runs in one transaction.
 */
export function ensureLobbyData(db: DatabaseSync, now: number): void {
  const area = { metaTable: 'lobby_meta', version: LOBBY_DATA_VERSION, isCurrent: (stored: number) => stored === LOBBY_DATA_VERSION };
  buildDataOnce(db, area, () => {
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
  });
}
