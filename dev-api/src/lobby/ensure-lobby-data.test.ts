import { startDevApi } from '../server/create-dev-api.ts';
import { TestClient } from '../test-support/test-server.ts';
import { openDatabase } from '../db/open-database.ts';
import { LOBBY_TABLES } from './lobby-schema.ts';
import { clearLobbyPromotions } from './seed/seed-promotions.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

describe('lobby data in a database file', () => {
  const inTempDir = useTempDir('dev-api-lobby-');

  it('is added to a file made before the lobby existed, keeping its members', async () => {
    const dbFile = inTempDir('dev.sqlite');
    const db = openDatabase(dbFile, Date.now);
    // what a schema-1 file looked like: no lobby tables, no lobby promotions
    for (const table of [...LOBBY_TABLES].reverse()) db.exec(`DROP TABLE ${table}`);
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

  it('is seeded once: reopening a current file changes nothing', async () => {
    const dbFile = inTempDir('dev.sqlite');
    const first = await startDevApi(0, { dbFile });
    const client = new TestClient(first.url);
    const token = await client.token();
    await client.post('/wps/relay/MCSFE_favoriteGames', { token, json: { nodeId: 10005 } });
    await first.close();
    const second = await startDevApi(0, { dbFile });
    try {
      const again = new TestClient(second.url);
      const favourites = await again.get('/wps/relay/MCSFE_favoriteGames', { token: await again.token() });
      expect(favourites.body.value.content.map((g: { nodeId: number }) => g.nodeId)).toContain(10005);
    } finally {
      await second.close();
    }
  });
});
