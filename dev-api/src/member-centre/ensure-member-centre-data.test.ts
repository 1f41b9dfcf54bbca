import { DatabaseSync } from 'node:sqlite';
import { SCHEMA_SQL } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { ensureLobbyData } from '../lobby/ensure-lobby-data.ts';
import { startDevApi } from '../server/create-dev-api.ts';
import { TestClient } from '../test-support/test-server.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

// Each test starts two or three file-backed servers, each making its RSA key pair and seeding a file:
// seconds on a busy machine, so more than jest's default 5 s.
jest.setTimeout(30_000);

describe('member-centre data in a database file', () => {
  const inTempDir = useTempDir('dev-api-member-centre-');
  let dbFile: string;
  beforeEach(() => {
    dbFile = inTempDir('dev.sqlite');
  });

  async function withApi<T>(work: (client: TestClient) => Promise<T>): Promise<T> {
    const api = await startDevApi(0, { dbFile });
    try {
      return await work(new TestClient(api.url));
    } finally {
      await api.close();
    }
  }

  it('is added to a file made before the member centre, keeping what its members did', async () => {
    // what a file looked like before: schema 1 and the lobby, a member's own nickname
    const old = new DatabaseSync(dbFile);
    old.exec(SCHEMA_SQL);
    seedDatabase(old, Date.now());
    old.exec('PRAGMA user_version = 1');
    ensureLobbyData(old, Date.now());
    old.exec("UPDATE members SET nickname = 'Kept' WHERE username = 'demo01'");
    old.close();

    await withApi(async (client) => {
      const token = await client.token();
      expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ nickname: 'Kept', payeeName: 'Rahim Uddin' });
      expect((await client.get('/wps/relay/CSP_getInbox', { token })).body.value).toMatchObject({ total: 15, unreadCount: 2 });
      expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token })).body.value).toBe(2);
    });
  });

  it('is seeded once: reopening keeps every change and adds nothing twice', async () => {
    await withApi(async (client) => {
      const token = await client.token();
      await client.post('/wps/relay/CSP_readAllInbox', { token });
      await client.post('/wps/member/info/nickname', { token, json: { nickname: 'Rahim B' } });
      await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1007 } });
    });
    await withApi(async (client) => {
      const token = await client.token();
      expect((await client.get('/wps/relay/CSP_getInbox', { token })).body.value).toMatchObject({ total: 15, unreadCount: 0 });
      expect((await client.get('/wps/member/info', { token })).body.value.nickname).toBe('Rahim B');
      expect((await client.get('/wps/relay/AFFMAN3_invitedFriends', { token })).body.value.total).toBe(12);
      expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1222);
      expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token })).body.value).toBe(1);
    });
  });

  it("puts the reward centre's statuses back into the lobby after a lobby reseed", async () => {
    await withApi(async (client) => {
      await client.post('/wps/relay/REWCEN3_claim', { token: await client.token(), json: { id: 1007 } });
    });
    const db = new DatabaseSync(dbFile);
    db.exec("UPDATE lobby_meta SET value = '1' WHERE key = 'version'");
    db.close();
    await withApi(async (client) => {
      const list = (await client.get('/wps/relay/REWCEN3_promotions', { token: await client.token() })).body.value.list;
      expect(list.find((p: { id: number }) => p.id === 1007).status).toBe('CLAIMED');
    });
  });
});
