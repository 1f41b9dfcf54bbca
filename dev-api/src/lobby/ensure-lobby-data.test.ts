import { startDevApi } from '../server/create-dev-api.ts';
import { TestClient } from '../test-support/test-server.ts';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open-database.ts';
import { LOBBY_TABLES } from './lobby-schema.ts';
import { clearLobbyPromotions } from './seed/seed-promotions.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

describe('lobby data in a database file', () => {
  const inTempDir = useTempDir('dev-api-lobby-');

  /** A database file in which demo01 starred game 10005 through the API. */
  async function fileWithFavourite(): Promise<string> {
    const dbFile = inTempDir('dev.sqlite');
    const api = await startDevApi(0, { dbFile });
    const client = new TestClient(api.url);
    await client.post('/wps/relay/MCSFE_favoriteGames', { token: await client.token(), json: { nodeId: 10005 } });
    await api.close();
    return dbFile;
  }

  async function favouriteIds(url: string): Promise<number[]> {
    const client = new TestClient(url);
    const favourites = await client.get('/wps/relay/MCSFE_favoriteGames', { token: await client.token() });
    return favourites.body.value.content.map((g: { nodeId: number }) => g.nodeId);
  }

  it('is added to a file made before the lobby existed, keeping its members', async () => {
    const dbFile = inTempDir('dev.sqlite');
    const db = openDatabase(dbFile, Date.now);
    // what a schema-1 file looked like: no lobby tables, no lobby promotions
    for (const table of [...LOBBY_TABLES].reverse()) db.exec(`DROP TABLE ${table}`);
    db.exec("DELETE FROM schema_migrations WHERE area = 'lobby'");
    clearLobbyPromotions(db);
    db.exec("UPDATE members SET nickname = 'Kept' WHERE username = 'demo01'");
    db.close();

    const api = await startDevApi(0, { dbFile });
    try {
      const client = new TestClient(api.url);
      expect((await client.get('/wps/relay/GCSGAME_list?pageSize=1')).body.value.total).toBeGreaterThanOrEqual(300);
      expect((await client.get('/wps/member/info', { token: await client.token() })).body.value.nickname).toBe('Kept');
      const promos = (await client.get('/wps/relay/REWCEN3_promotions')).body.value.list;
      expect(new Set(promos.map((p: { id: number }) => p.id)).size).toBe(promos.length);
    } finally {
      await api.close();
    }
  });

  it("gains the hot matches' odds on a file made before them (migration step 2), keeping its members' rows", async () => {
    const dbFile = await fileWithFavourite();
    const db = new DatabaseSync(dbFile);
    // what a file of lobby seed 2 looked like: no odds table, one lobby step applied
    db.exec('DROP TABLE lobby_hot_match_odds');
    db.exec("DELETE FROM schema_migrations WHERE area = 'lobby' AND step > 1");
    db.exec("UPDATE lobby_meta SET value = '2' WHERE key = 'version'");
    db.close();

    const api = await startDevApi(0, { dbFile });
    try {
      const matches = (await new TestClient(api.url).get('/wps/relay/GCSGAME_hotMatches')).body.value as { odds: unknown }[];
      expect(matches.filter((m) => m.odds !== null).length).toBeGreaterThan(0);
      expect(await favouriteIds(api.url)).toContain(10005);
    } finally {
      await api.close();
    }
  });

  it('is seeded once: reopening a current file changes nothing', async () => {
    const dbFile = await fileWithFavourite();
    const second = await startDevApi(0, { dbFile });
    try {
      expect(await favouriteIds(second.url)).toContain(10005);
    } finally {
      await second.close();
    }
  });

  it("refreshes the catalogue on a seed version bump and keeps every member's rows (issue 13 finding 14)", async () => {
    const dbFile = await fileWithFavourite();
    const MEMBER_TABLES = [
      'lobby_favourites',
      'lobby_recent',
      'lobby_lottery_orders',
      'lobby_lottery_suborders',
      'lobby_red_rain_claims',
      'lobby_promo_status',
      'ledger_entries',
    ];
    const snapshot = (db: DatabaseSync) =>
      Object.fromEntries(MEMBER_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()]));
    const db = new DatabaseSync(dbFile);
    const demo = (db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number }).id;
    db.prepare('INSERT INTO lobby_red_rain_claims (member_id, session_start, amount_paisa, claimed_at) VALUES (?, 1, 500, 2)').run(demo);
    // a game the next catalogue no longer has, which a member starred: the favourite must keep its game
    db.exec(`INSERT INTO lobby_games SELECT 99999, 'retired-001', game_name, node_name, vendor, game_type, game_category, game_classify,
      is_new, hot_rank, min_bet, room_id, icon_url, support_play FROM lobby_games WHERE node_id = 10005`);
    db.prepare('INSERT INTO lobby_favourites (member_id, node_id, created_at) VALUES (?, 99999, 3)').run(demo);
    // what the operator published under the old seed: replaced by the refresh
    db.exec("UPDATE lobby_games SET game_name = 'stale name' WHERE node_id = 10005");
    const before = snapshot(db);
    expect(before.lobby_favourites?.length).toBeGreaterThanOrEqual(4);
    expect(before.lobby_lottery_orders?.length).toBeGreaterThan(0);
    // the file now holds an older lobby seed than this dev API's
    db.exec("UPDATE lobby_meta SET value = '1' WHERE key = 'version'");
    db.close();

    const second = await startDevApi(0, { dbFile });
    try {
      expect(snapshot(second.api.db)).toEqual(before);
      const game = second.api.db.prepare('SELECT game_name FROM lobby_games WHERE node_id = 10005').get() as { game_name: string };
      expect(game.game_name).not.toBe('stale name');
      expect(await favouriteIds(second.url)).toEqual(expect.arrayContaining([10005, 99999]));
    } finally {
      await second.close();
    }
  });
});
