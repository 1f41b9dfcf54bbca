import type { DatabaseSync } from 'node:sqlite';
import { recordDataVersion, storedDataVersion } from '../db/data-version.ts';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { inTransaction } from '../db/transaction.ts';
import { HOT_MATCH_ODDS_SQL, LOBBY_DATA_VERSION, LOBBY_SCHEMA_SQL } from './lobby-schema.ts';
import { refreshLobbyCatalogue } from './refresh-catalogue.ts';
import { seedLottery } from './seed/seed-lottery.ts';
import { seedMemberLobby } from './seed/seed-member-lobby.ts';
import { seedPromotionStatuses } from './seed/seed-promotions.ts';

const META = 'lobby_meta';

/** The lobby's migration steps, in order; a new one goes at the end. */
const LOBBY_MIGRATIONS: MigrationStep[] = [
  (db, now) => {
    db.exec(LOBBY_SCHEMA_SQL);
    refreshLobbyCatalogue(db, now);
    recordDataVersion(db, META, LOBBY_DATA_VERSION);
    // the demo members' own lobby rows, once: a later catalogue refresh leaves them (and everyone's) alone
    seedMemberLobby(db, now);
    seedLottery(db, now);
    seedPromotionStatuses(db);
  },
  // the hot matches' odds (issue 14): the seed version bump then fills them
  (db) => db.exec(HOT_MATCH_ODDS_SQL),
];

/**
 * Creates and seeds the lobby's tables when the database has none (a file made before the lobby keeps its
 * members, sessions and mail), then refreshes the catalogue and content when the file holds an older seed
 * version, keeping every member's favourites, recent games, lottery orders, red-rain claims and statuses.
 */
export function ensureLobbyData(db: DatabaseSync, now: number): void {
  // A file from before the migrations table has had step 1 when it has a lobby at all.
  runMigrations(db, 'lobby', LOBBY_MIGRATIONS, now, (old) => (storedDataVersion(old, META) > 0 ? 1 : 0));
  if (storedDataVersion(db, META) === LOBBY_DATA_VERSION) return;
  inTransaction(db, () => {
    if (storedDataVersion(db, META) === LOBBY_DATA_VERSION) return;
    refreshLobbyCatalogue(db, now);
    recordDataVersion(db, META, LOBBY_DATA_VERSION);
  });
}
