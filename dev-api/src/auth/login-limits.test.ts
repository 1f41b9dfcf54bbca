import { useTestServer } from '../test-support/use-test-server.ts';
import type { TestClient } from '../test-support/test-server.ts';
import { parseRule, resolveAuthLimits } from './auth-limits.ts';

// Issue 13 finding 3: 49 wrong guesses then the right one logged in. Low limits prove the lockout here;
// the defaults (docs/security.md) are checked below.
const server = useTestServer('test', {
  authLimits: {
    loginAccount: { max: 3, windowMs: 60_000 },
    loginClient: { max: 5, windowMs: 60_000 },
    codeAccount: { max: 3, windowMs: 60_000 },
  },
});

/** A guess as an attacker who reads every captcha makes it. */
async function guess(client: TestClient, username: string, password: string) {
  return client.login(username, password, { captcha: await client.solveCaptcha() });
}

describe('login limits', () => {
  it('locks an account after its failures and says when to try again, even for the right password', async () => {
    const client = server.client();
    expect((await guess(client, 'demo01', 'Wrong@0001')).body.errorCode).toBe('LOGIN_FAILED');
    expect((await guess(client, 'demo01', 'Wrong@0002')).body.errorCode).toBe('LOGIN_FAILED');
    const third = await guess(client, 'demo01', 'Wrong@0003');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      value: { retryAt: new Date(server.clock.now() + 60_000).toISOString(), retryAfterSeconds: 60 },
    });
    expect(third.headers.get('retry-after')).toBe('60');

    // from another client too: the lock is the account's
    const right = await guess(server.client(), 'demo01', 'Demo@1234');
    expect(right.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(right.body.value.retryAfterSeconds).toBe(60);

    server.clock.advance(60_000);
    expect((await guess(client, 'demo01', 'Demo@1234')).status).toBe(200);
  });

  it('locks a client that guesses across many accounts, and no other client', async () => {
    const client = server.client();
    for (const name of ['ghost01', 'ghost02', 'ghost03', 'ghost04'])
      expect((await guess(client, name, 'Wrong@1234')).body.errorCode).toBe('LOGIN_FAILED');
    expect((await guess(client, 'ghost05', 'Wrong@1234')).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await guess(client, 'agent01', 'Agent@1234')).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    // the dev API sees every test client as 127.0.0.1, so "another client" is proven by the account key alone:
    // a success after the window resets nothing but that account
    server.clock.advance(60_000);
    expect((await guess(client, 'agent01', 'Agent@1234')).status).toBe(200);
  });

  it('counts wrong SMS login codes against the number', async () => {
    const client = server.client();
    const number = { mobileNum: '01712345678', countryDialingCode: '880' };
    await client.post('/wps/verification/sms/noLogin', { json: number });
    const smsLogin = () => client.login('', '', { type: 'sms', ...number, verificationCode: '000000' });
    expect((await smsLogin()).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    expect((await smsLogin()).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    expect((await smsLogin()).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('limit settings', () => {
  it('reads rules and times from the environment over the defaults, and the options over both', () => {
    expect(parseRule('5/15m')).toEqual({ max: 5, windowMs: 900_000 });
    expect(parseRule('0/1m')).toBeNull();
    const limits = resolveAuthLimits(
      { AUTH_LIMIT_LOGIN_CLIENT: '1000/1m', SESSION_MAX_AGE: '2h' },
      { pinAccount: { max: 2, windowMs: 1 } },
    );
    expect(limits.loginClient).toEqual({ max: 1000, windowMs: 60_000 });
    expect(limits.sessionMaxAgeMs).toBe(7_200_000);
    expect(limits.pinAccount).toEqual({ max: 2, windowMs: 1 });
    expect(limits.loginAccount).toEqual({ max: 5, windowMs: 900_000 });
    expect(resolveAuthLimits({ AUTH_CAPTCHA_AFTER_CLIENT_FAILURES: '100000' }).captchaAfterClientFailures).toBe(100_000);
    expect(() => resolveAuthLimits({ AUTH_LIMIT_SMS_CLIENT: 'lots' })).toThrow(/AUTH_LIMIT_SMS_CLIENT/);
  });
});
