import { encryptForDevApi } from '../crypto/body-cipher.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 13 finding 15, the account parts: absolute session lifetime, replayed logins, old-password
// guesses, nicknames, registerUrl and dialing codes.
const HOUR = 60 * 60_000;
const server = useTestServer('test', {
  sessionTtlMs: 30 * 60_000,
  authLimits: { sessionMaxAgeMs: 2 * HOUR, loginAccount: { max: 3, windowMs: 15 * 60_000 } },
});

describe('sessions', () => {
  it('end at their absolute lifetime however busy they are', async () => {
    const client = server.client();
    const token = await client.token();
    for (let i = 0; i < 7; i++) {
      server.clock.advance(HOUR / 4);
      expect((await client.get('/wps/wallets/balance', { token })).status).toBe(200);
    }
    server.clock.advance(HOUR / 4);
    expect((await client.get('/wps/wallets/balance', { token })).body.errorCode).toBe('login.not.session');
  });
});

describe('a captured encrypted login', () => {
  async function send(payload: Record<string, unknown>) {
    const client = server.client();
    const sealed = encryptForDevApi(payload, await client.rsaKey());
    const post = () =>
      client.post('/wps/session/login', {
        raw: sealed.body,
        headers: { Encryption: sealed.encryption, 'Content-Type': sealed.contentType },
      });
    return { client, post };
  }
  const login = { username: 'demo01', password: 'Demo@1234', captcha: '', type: 'username' };

  it('cannot be sent again', async () => {
    const { post } = await send({ ...login, timestamp: server.clock.now(), nonce: 'a1b2c3d4e5f6a7b8c9d0' });
    expect((await post()).status).toBe(200);
    const replayed = await post();
    expect(replayed.status).toBe(400);
    expect(replayed.body.errorCode).toBe('LOGIN_REPLAYED');
  });

  it('is refused without its timestamp and nonce, or once its time is past the window', async () => {
    expect((await (await send(login)).post()).body.errorCode).toBe('LOGIN_STALE');
    const { post } = await send({ ...login, timestamp: server.clock.now(), nonce: 'f0e1d2c3b4a5f6e7d8c9' });
    server.clock.advance(10 * 60_000 + 1);
    expect((await post()).body.errorCode).toBe('LOGIN_STALE');
  });
});

describe('change password', () => {
  it("counts old-password guesses with login's own, then refuses even the right one until the window ends", async () => {
    const client = server.client();
    const token = await client.token('demo02', 'Demo@1234');
    const change = (oldPassword: string) =>
      client.post('/wps/member/password', { token, json: { oldPassword, newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' } });
    expect((await change('Guess@0001')).body.errorCode).toBe('OLD_PASSWORD_INCORRECT');
    expect((await change('Guess@0002')).body.errorCode).toBe('OLD_PASSWORD_INCORRECT');
    const third = await change('Guess@0003');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS', value: { retryAfterSeconds: 900 } });
    expect((await change('Demo@1234')).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await client.login('demo02', 'Demo@1234')).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    server.clock.advance(15 * 60_000);
    expect((await change('Demo@1234')).body).toEqual({ success: true, value: true });
  });
});

describe('registration input', () => {
  async function register(overrides: Record<string, string>) {
    const client = server.client();
    return client.call('PUT', '/wps/member/register', {
      encrypted: {
        username: `plr${Math.floor(Math.random() * 1e8)}`,
        password: 'Newp@ss123',
        confirmPassword: 'Newp@ss123',
        captcha: await client.solveCaptcha(),
        registerUrl: 'm.bdwl.example',
        ...overrides,
      },
    });
  }
  const problem = (reply: { body: { value?: { fields?: { field: string; problem: string }[] } } }) => reply.body.value?.fields?.[0];

  it('accepts twelve ordinary emoji and Bengali with ZWJ as a nickname', async () => {
    expect((await register({ nickname: '😀😃😄😁😆😅😂🤣😊😇🙂🙃' })).status).toBe(200);
    expect((await register({ nickname: 'র‍্যাব ❤️‍🔥' })).status).toBe(200);
  });

  it.each([
    ['a right-to-left override', 'abc\u202Egpj.exe'],
    ['NUL', 'ab\u0000cd'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a byte-order mark', 'ad\uFEFFmin'],
    ['a bidi isolate', 'ab\u2066cd\u2069'],
  ])('refuses a nickname with %s', async (_what, nickname) => {
    expect(problem(await register({ nickname }))).toMatchObject({ field: 'nickname', problem: 'pattern' });
  });

  it('bounds registerUrl to a host name length', async () => {
    expect(problem(await register({ registerUrl: `${'a'.repeat(250)}.example` }))).toMatchObject({
      field: 'registerUrl',
      problem: 'length',
    });
  });
});

describe('dialing codes', () => {
  it("normalise 0880 and 00880 to 880, so demo01's number cannot open a second account", async () => {
    const client = server.client();
    for (const countryDialingCode of ['0880', '00880', '+880']) {
      server.clock.advance(61_000);
      await client.post('/wps/verification/sms/register', { json: { mobileNum: '1712345678', countryDialingCode } });
      const [message] = (await client.get('/dev/outbox')).body.messages;
      // the number is demo01's: the holder is told that an account exists, and no code is given
      expect(message).toMatchObject({ to: '8801712345678', code: null });
    }
  });

  it('refuses a dialing code no listed country has', async () => {
    const reply = await server
      .client()
      .post('/wps/verification/sms/noLogin', { json: { mobileNum: '1712345678', countryDialingCode: '999' } });
    expect(reply.body.errorCode).toBe('MOBILE_INVALID');
  });
});
