import { REMEMBER_TTL_MS } from '../auth/remember-tokens.ts';
import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer();
const DAY = 24 * 60 * 60 * 1000;

/** Logs demo01 in on a client of its own (a browser) and asks for a remembered login. */
async function rememberedBrowser(username = 'demo01', password = 'Demo@1234') {
  const client = server.client();
  const token = await client.token(username, password);
  const reply = await client.post('/wps/session/remember', { token });
  expect(reply.body).toEqual({ success: true, value: { expiresAt: server.clock.now() + REMEMBER_TTL_MS } });
  return { client, token, cookie: client.cookies.get('wps_remember')!, setCookie: reply.headers.get('set-cookie') ?? '' };
}

/** The same browser another day: its cookie, no session. */
function sameBrowser(client: TestClient): TestClient {
  const later = server.client();
  for (const [name, value] of client.cookies) later.cookies.set(name, value);
  return later;
}

const signBackIn = (client: TestClient) => client.post('/wps/session/login/remembered');

describe('POST /wps/session/remember', () => {
  it('issues a token in an HttpOnly, strict cookie sent only to the sign-back-in route, and keeps only its hash', async () => {
    const { cookie, setCookie } = await rememberedBrowser();
    expect(cookie).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/wps/session/login/remembered');
    expect(setCookie).toContain(`Max-Age=${REMEMBER_TTL_MS / 1000}`);
    const rows = server.api.db.prepare('SELECT * FROM remember_tokens').all();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(cookie);
  });

  it('needs a session, and refuses a trial account', async () => {
    expect((await server.client().post('/wps/session/remember')).status).toBe(401);
    const trial = server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN', Device: 'MOBILE' });
    const { body } = await trial.post('/wps/session/login/freeplay');
    expect((await trial.post('/wps/session/remember', { token: body.value.token })).body.errorCode).toBe('function.not.available');
  });
});

describe('POST /wps/session/login/remembered', () => {
  it('signs back in with the cookie and rotates it: a new session, a new token', async () => {
    const { client, cookie } = await rememberedBrowser();
    const later = sameBrowser(client);
    const reply = await signBackIn(later);
    expect(reply.body).toMatchObject({ success: true, value: { userName: 'demo01', customerType: 0, token: expect.any(String) } });
    expect((await later.get('/wps/member/info', { token: reply.body.value.token })).status).toBe(200);
    const rotated = later.cookies.get('wps_remember')!;
    expect(rotated).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).not.toBe(cookie);
    // the rotated one works in its turn
    expect((await signBackIn(sameBrowser(later))).status).toBe(200);
  });

  it('refuses a spent token and ends its series: the copy and the newer token both stop working', async () => {
    const { client } = await rememberedBrowser();
    const copy = sameBrowser(client);
    const owner = sameBrowser(client);
    expect((await signBackIn(owner)).status).toBe(200);
    const replayed = await signBackIn(copy);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ errorCode: 'REMEMBER_INVALID', message: 'The saved login has ended, log in with your password' });
    expect(replayed.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await signBackIn(owner)).body.errorCode).toBe('REMEMBER_INVALID');
  });

  it('ends 30 days after the password login, however often it was used', async () => {
    const { client } = await rememberedBrowser();
    server.clock.advance(29 * DAY);
    const used = sameBrowser(client);
    expect((await signBackIn(used)).status).toBe(200);
    server.clock.advance(DAY + 1);
    expect((await signBackIn(used)).body.errorCode).toBe('REMEMBER_INVALID');
  });

  it('is revoked by signing out of the session it belongs to', async () => {
    const { client, token } = await rememberedBrowser();
    const kept = sameBrowser(client);
    const logout = await client.post('/wps/session/logout', { token });
    expect(logout.body.value).toBe(true);
    expect(logout.headers.get('set-cookie')).toMatch(/wps_remember=; Path=\/wps\/session\/login\/remembered; Max-Age=0/);
    expect((await signBackIn(kept)).body.errorCode).toBe('REMEMBER_INVALID');
  });

  it('is revoked on every device by a password change', async () => {
    const phone = await rememberedBrowser();
    const tablet = await rememberedBrowser();
    const change = await phone.client.post('/wps/member/password', {
      token: phone.token,
      json: { oldPassword: 'Demo@1234', newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' },
    });
    expect(change.body.value).toBe(true);
    expect((await signBackIn(sameBrowser(phone.client))).body.errorCode).toBe('REMEMBER_INVALID');
    expect((await signBackIn(sameBrowser(tablet.client))).body.errorCode).toBe('REMEMBER_INVALID');
    expect(server.api.db.prepare('SELECT COUNT(*) AS n FROM remember_tokens').get()).toEqual({ n: 0 });
  });

  it("is revoked by this browser's DELETE (Remember me unticked), with no session", async () => {
    const { client } = await rememberedBrowser();
    const kept = sameBrowser(client);
    const reply = await sameBrowser(client).call('DELETE', '/wps/session/login/remembered');
    expect(reply.body).toEqual({ success: true, value: true });
    expect(reply.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await signBackIn(kept)).body.errorCode).toBe('REMEMBER_INVALID');
  });

  it('refuses no cookie, a made-up token and another merchant', async () => {
    expect((await signBackIn(server.client())).body.errorCode).toBe('REMEMBER_INVALID');
    const forged = server.client();
    forged.cookies.set('wps_remember', 'f'.repeat(64));
    expect((await signBackIn(forged)).body.errorCode).toBe('REMEMBER_INVALID');
    const { client } = await rememberedBrowser();
    const elsewhere = server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN', Device: 'MOBILE' });
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    expect((await signBackIn(elsewhere)).body.errorCode).toBe('REMEMBER_INVALID');
    // not spent by the wrong merchant
    expect((await signBackIn(sameBrowser(client))).status).toBe(200);
  });
});
