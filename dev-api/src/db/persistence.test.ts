import fs from 'node:fs';
import { startDevApi } from '../server/create-dev-api.ts';
import { TestClient } from '../test-support/test-server.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

describe('file-backed database', () => {
  const inTempDir = useTempDir('dev-api-');

  it('keeps the RSA key, members, sessions and the outbox across instances', async () => {
    const dbFile = inTempDir('nested', 'dev.sqlite');
    const first = await startDevApi(0, { dbFile });
    const client = new TestClient(first.url);
    const key = await client.rsaKey();
    const answer = await client.solveCaptcha();
    const registered = await client.call('PUT', '/wps/member/register', {
      encrypted: { username: 'keepme01', password: 'Keep@1234', confirmPassword: 'Keep@1234', captcha: answer },
    });
    expect(registered.status).toBe(200);
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1712345678' } });
    await first.close();
    expect(fs.existsSync(dbFile)).toBe(true);

    const second = await startDevApi(0, { dbFile });
    try {
      const again = new TestClient(second.url);
      expect(await again.rsaKey()).toBe(key);
      expect((await again.login('keepme01', 'Keep@1234')).status).toBe(200);
      expect((await again.get('/wps/member/info', { token: registered.body.value.token })).body.value.userName).toBe('keepme01');
      expect((await again.get('/dev/outbox')).body.messages).toHaveLength(1);
      // seeding happened once: still exactly one demo01 and its two unread mails
      expect((await again.get('/wps/relay/CSP_unreadCount', { token: await again.token() })).body.value).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('gives each in-memory instance its own key and data', async () => {
    const a = await startDevApi(0, { dbFile: ':memory:' });
    const b = await startDevApi(0, { dbFile: ':memory:' });
    try {
      expect(await new TestClient(a.url).rsaKey()).not.toBe(await new TestClient(b.url).rsaKey());
    } finally {
      await a.close();
      await b.close();
    }
  });
});
