import type { DatabaseSync } from 'node:sqlite';
import { LOBBY_CONTENT_TABLES } from './lobby-schema.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';
import { seedHelp } from './seed/seed-help.ts';
import { seedHomeContent } from './seed/seed-home-content.ts';
import { clearLobbyPromotions, seedPromotions } from './seed/seed-promotions.ts';

// Games members' rows point at: favourites, recently played and lottery orders (money history).
const REFERENCED_GAMES = `SELECT node_id FROM lobby_favourites UNION SELECT node_id FROM lobby_recent
  UNION SELECT node_id FROM lobby_lottery_orders`;

/**
 * Writes the lobby's catalogue and content from the current seed, inside the caller's transaction. Members'
 * rows (favourites, recent games, lottery orders, red-rain claims, promotion statuses) are not touched; a game
 * the new catalogue no longer has but a member's row points at keeps its old row (and its vendor's), so no
 * order loses its game.
 */
export function refreshLobbyCatalogue(db: DatabaseSync, now: number): void {
  db.exec('PRAGMA defer_foreign_keys = ON');
  db.exec('DROP TABLE IF EXISTS temp.kept_games');
  db.exec('DROP TABLE IF EXISTS temp.kept_vendors');
  db.exec(`CREATE TEMP TABLE kept_games AS SELECT * FROM lobby_games WHERE node_id IN (${REFERENCED_GAMES})`);
  db.exec('CREATE TEMP TABLE kept_vendors AS SELECT * FROM lobby_vendors WHERE code IN (SELECT vendor FROM temp.kept_games)');
  for (const table of LOBBY_CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
  clearLobbyPromotions(db);
  seedCatalogue(db);
  seedHomeContent(db, now);
  seedHelp(db);
  seedPromotions(db, now);
  db.exec('INSERT OR IGNORE INTO lobby_vendors SELECT * FROM temp.kept_vendors');
  db.exec('INSERT OR IGNORE INTO lobby_games SELECT * FROM temp.kept_games');
  db.exec('DROP TABLE temp.kept_games');
  db.exec('DROP TABLE temp.kept_vendors');
}
