import { DatabaseSync } from 'node:sqlite';
import { useTestServer } from '../test-support/use-test-server.ts';
import { sendMultipart, smallPng } from '../member-centre/test-kit.ts';
import { PRUNE_EVERY_MS, pruneOldRows, retentionRules } from './retention.ts';

const HOUR = 60 * 60 * 1000;
const server = useTestServer('test');
const count = (table: string) => (server.api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('tables that only grow are pruned (issue 13 finding 15)', () => {
  it('drops dead sessions, captchas, outbox rows and old idempotency keys as the clock moves on, and keeps live ones', async () => {
    const client = server.client();
    const oldToken = await client.token();
    await client.get('/wps/captcha');
    const member = server.api.db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number };
    server.api.db
      .prepare(
        "INSERT INTO cashier_idempotency (member_id, idempotency_key, operation, fingerprint, reply, created_at) VALUES (?, 'old-key-1', 'x', 'y', '{}', ?)",
      )
      .run(member.id, server.clock.now());
    server.api.db
      .prepare("INSERT INTO outbox (channel, recipient, purpose, text, created_at) VALUES ('sms', '01700000000', 'test', 'old', ?)")
      .run(server.clock.now());
    const before = { sessions: count('sessions'), captchas: count('captchas'), outbox_captchas: count('outbox_captchas') };
    expect(before.captchas).toBeGreaterThan(0);
    expect(before.outbox_captchas).toBeGreaterThan(0);

    server.clock.advance(8 * 24 * HOUR);
    const liveToken = await server.client().token();
    // any request after the interval prunes
    expect((await server.client().get('/wps/system/status')).status).toBe(200);

    const kept = server.api.db.prepare('SELECT token FROM sessions').all() as { token: string }[];
    expect(kept.map((row) => row.token)).toContain(liveToken);
    expect(kept.map((row) => row.token)).not.toContain(oldToken);
    expect(count('captchas')).toBe(0);
    expect(count('outbox_captchas')).toBe(0);
    expect(server.api.db.prepare("SELECT * FROM outbox WHERE text = 'old'").all()).toEqual([]);
    expect(server.api.db.prepare("SELECT * FROM cashier_idempotency WHERE idempotency_key = 'old-key-1'").all()).toEqual([]);
    // members' own records stay
    expect((await server.client().get('/wps/wallets/balance', { token: liveToken })).status).toBe(200);
  });

  it('prunes once per interval, not on every request', async () => {
    await server.client().get('/wps/system/status');
    const old = server.clock.now() - 30 * 24 * HOUR;
    server.api.db
      .prepare("INSERT INTO outbox (channel, recipient, purpose, text, created_at) VALUES ('sms', '017', 'test', 'stale', ?)")
      .run(old);
    const stale = () => server.api.db.prepare("SELECT * FROM outbox WHERE text = 'stale'").all().length;
    server.clock.advance(PRUNE_EVERY_MS / 2);
    await server.client().get('/wps/system/status');
    expect(stale()).toBe(1);
    server.clock.advance(PRUNE_EVERY_MS / 2);
    await server.client().get('/wps/system/status');
    expect(stale()).toBe(0);
  });
});

describe('what a member leaves behind is bounded (issue 21 finding 3)', () => {
  const freePlay = async () =>
    (await server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN', Device: 'MOBILE' }).post('/wps/session/login/freeplay')).body.value
      .userName as string;
  const trialIds = () => (server.api.db.prepare('SELECT id FROM members WHERE type = 4').all() as { id: number }[]).map((row) => row.id);
  const rowsOf = (table: string, ids: number[]) =>
    (server.api.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id IN (${ids.join(',') || '0'})`).get() as { n: number }).n;

  it('removes trial accounts a day after they were made, with their sessions and ledger rows, and keeps newer ones', async () => {
    await freePlay();
    await freePlay();
    const old = trialIds();
    expect(old).toHaveLength(2);
    expect(rowsOf('sessions', old)).toBe(2);
    expect(rowsOf('ledger_entries', old)).toBeGreaterThan(0);

    server.clock.advance(24 * HOUR + 1);
    const fresh = await freePlay();
    // the free play's request pruned (once per interval): the old ones and everything of theirs are gone
    expect(trialIds()).not.toEqual(expect.arrayContaining(old));
    expect(rowsOf('sessions', old)).toBe(0);
    expect(rowsOf('ledger_entries', old)).toBe(0);
    expect(server.api.db.prepare('SELECT username FROM members WHERE type = 4').all()).toEqual([{ username: fresh }]);
    // real members stay
    expect(server.api.db.prepare("SELECT 1 FROM members WHERE username = 'demo01'").get()).toBeDefined();
  });

  it('removes feedback pictures after 90 days and keeps the feedback and the profile picture', async () => {
    const client = server.client();
    const token = await client.token();
    const sent = await sendMultipart(server, 'PUT', '/wps/feedback', token, { type: 'DEPOSIT', remark: 'Not credited' }, [
      { field: 'images', bytes: smallPng(), name: 'a.png' },
    ]);
    expect(sent.body.value.images).toHaveLength(1);
    await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [{ field: 'icon', bytes: smallPng(), name: 'me.png' }]);
    const media = () => server.api.db.prepare('SELECT purpose FROM mc_media ORDER BY purpose').all() as { purpose: string }[];
    expect(media().map((row) => row.purpose)).toEqual(expect.arrayContaining(['feedback', 'icon']));

    server.clock.advance(90 * 24 * HOUR + 1);
    const later = await server.client().token();
    expect(media().filter((row) => row.purpose === 'feedback')).toEqual([]);
    expect(media().filter((row) => row.purpose === 'icon')).toHaveLength(1);
    const list = (await server.client().get('/wps/feedback', { token: later })).body.value.list as { id: number; images: string[] }[];
    expect(list.find((feedback) => feedback.id === sent.body.value.id)).toMatchObject({ remark: 'Not credited', images: [] });
  });
});

describe('pruneOldRows', () => {
  it('keeps at most maxRows, the newest, and reads operator overrides from the environment', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE outbox (id INTEGER PRIMARY KEY, created_at INTEGER NOT NULL)');
    const insert = db.prepare('INSERT INTO outbox (created_at) VALUES (?)');
    for (let i = 1; i <= 10; i++) insert.run(1000 + i);
    const rules = retentionRules({ RETENTION_MAX_ROWS_OUTBOX: '3', RETENTION_HOURS_OUTBOX: '1' }, [
      { table: 'outbox', column: 'created_at', keepHours: 100, maxRows: 5 },
      { table: 'not_here', column: 'created_at', keepHours: 1 },
    ]);
    expect(rules[0]).toEqual({ table: 'outbox', column: 'created_at', keepHours: 1, maxRows: 3 });
    expect(pruneOldRows(db, 2000, rules)).toEqual({ outbox: 7 });
    expect(db.prepare('SELECT created_at FROM outbox ORDER BY id').all()).toEqual([
      { created_at: 1008 },
      { created_at: 1009 },
      { created_at: 1010 },
    ]);
    // an hour later every row is past its hour
    expect(pruneOldRows(db, 1010 + HOUR + 1, rules)).toEqual({ outbox: 3 });
  });
});
