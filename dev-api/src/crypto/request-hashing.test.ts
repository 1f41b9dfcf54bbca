import crypto from 'node:crypto';
import { openDatabase } from '../db/open-database.ts';
import { memberCode, newMember } from '../test-support/cashier-helpers.ts';
import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { DEFAULT_SCRYPT_COST, SCRYPT_COST_ENV } from './passwords.ts';

// Issue 13 finding 5, beyond login and free play: every password hash a request makes (registration, PIN
// set and check, the security centre's password check) runs on the password queue, not on the event loop.
// the cost of a hash is what these tests are about: every hash of the file at the default, in a database seeded here
// at it (the run's shared one is hashed at jest's lower cost, seed-once.ts; jest gives each file its own environment)
process.env[SCRYPT_COST_ENV] = String(DEFAULT_SCRYPT_COST);
const server = useTestServer('file', { openDatabase });

// let a burst reach the server before the plain request goes out behind it
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function register(client: TestClient, username: string) {
  return client.call('PUT', '/wps/member/register', {
    encrypted: {
      username,
      password: 'Para@1234',
      confirmPassword: 'Para@1234',
      captcha: await client.solveCaptcha(),
      registerUrl: 'm.bdwl.example',
      registerMethod: 'H5',
      type: 0,
    },
    headers: { ModuleId: 'REGISTER_REE3' },
  });
}

/**
 * Sends the burst, then a plain GET behind it, and counts how many of the burst had finished when the GET
 * was answered. An ordering, not a time, so a loaded machine does not decide it: with hashing on the event
 * loop every request that arrived before the GET is hashed before the GET is read.
 */
async function doneBeforePlainGet<T>(burst: (() => Promise<T>)[]) {
  let done = 0;
  const running = burst.map((send) => send().finally(() => done++));
  await settle();
  const plain = await server.client().get('/wps/system/status');
  const doneWhenAnswered = done;
  return { plainStatus: plain.status, doneWhenAnswered, replies: await Promise.all(running) };
}

describe('no request hashes on the event loop', () => {
  it('registration, password change, PIN set/check/reset and the security centre run no synchronous scrypt', async () => {
    // Deterministic where the timings below are not: before the fix these requests called scryptSync 14 times.
    const scryptSync = jest.spyOn(crypto, 'scryptSync');
    try {
      const client = server.client();
      expect((await register(client, 'nosyncuser')).status).toBe(200);
      const member = await newMember(server, { withdrawalPassword: '975310', mobile: true });
      const post = (path: string, json: Record<string, unknown>) => server.client().post(path, { token: member.token, json });
      const pin = { newPassword: '482916', confirmPassword: '482916' };
      expect((await post('/wps/member/paymentPassword', { oldPassword: '975310', ...pin })).body.value).toBe(true);
      const resetCode = await memberCode(server.client(), member, 'pinReset');
      expect(
        (await post('/wps/member/paymentPassword/reset', { loginPassword: member.password, verificationCode: resetCode, ...pin })).body
          .value,
      ).toBe(true);
      const verificationCode = await memberCode(server.client(), member, 'payoutAccount');
      const card = { type: 'ewallet', providerCode: 'BKASH', accountNumber: '01711223344', paymentPassword: '482916', verificationCode };
      expect((await post('/wps/member/bankCard', card)).status).toBe(200);
      const answers = [
        { questionId: 2, answer: 'Sylhet' },
        { questionId: 6, answer: 'Kacchi' },
        { questionId: 8, answer: 'Tuntuni' },
      ];
      expect((await post('/wps/member/customerSecurityQuestions', { password: member.password, answers })).status).toBe(200);
      const change = { oldPassword: member.password, newPassword: 'Newer@1234', confirmNewPassword: 'Newer@1234' };
      expect((await post('/wps/member/password', change)).body.value).toBe(true);
      expect(scryptSync).not.toHaveBeenCalled();
    } finally {
      scryptSync.mockRestore();
    }
  }, 60_000);
});

describe('registration hashes on the password queue', () => {
  // A guard, not the proof: even with synchronous scrypt a registration's encrypted body is read over several
  // turns of the loop, between which the GET slipped through; the scryptSync spy above is what failed before.
  it('while 10 registrations run, a plain GET sent after them is answered before most of them', async () => {
    const clients = Array.from({ length: 10 }, () => server.client());
    // the captchas are solved first, so that only the registrations themselves race the GET
    const captchas = await Promise.all(clients.map((client) => client.solveCaptcha()));
    const { plainStatus, doneWhenAnswered, replies } = await doneBeforePlainGet(
      clients.map(
        (client, i) => () =>
          client.call('PUT', '/wps/member/register', {
            encrypted: {
              username: `burst${i}x`,
              password: 'Para@1234',
              confirmPassword: 'Para@1234',
              captcha: captchas[i],
              registerUrl: 'm.bdwl.example',
              registerMethod: 'H5',
              type: 0,
            },
            headers: { ModuleId: 'REGISTER_REE3' },
          }),
      ),
    );
    expect(plainStatus).toBe(200);
    expect(doneWhenAnswered).toBeLessThanOrEqual(5);
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
  }, 60_000);

  it('20 parallel registrations of one username make one account; the others are told it exists', async () => {
    const clients = Array.from({ length: 20 }, () => server.client());
    const replies = await Promise.all(clients.map((client) => register(client, 'samename7')));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409).map((reply) => reply.body.errorCode)).toEqual(Array(19).fill('USERNAME_EXISTS'));
    const rows = server.api.db.prepare("SELECT COUNT(*) AS n FROM members WHERE lower(username) = 'samename7'").get() as { n: number };
    expect(rows.n).toBe(1);
  }, 60_000);
});

describe('the withdrawal password hashes on the password queue', () => {
  it('while 10 PIN resets (a login-password check and a PIN hash each) run, a plain GET is answered before most of them', async () => {
    const member = await newMember(server, { withdrawalPassword: '975310', mobile: true });
    const verificationCode = await memberCode(server.client(), member, 'pinReset');
    const reset = () =>
      server.client().post('/wps/member/paymentPassword/reset', {
        token: member.token,
        json: { loginPassword: member.password, verificationCode, newPassword: '482916', confirmPassword: '482916' },
      });
    const { plainStatus, doneWhenAnswered, replies } = await doneBeforePlainGet(Array.from({ length: 10 }, () => reset));
    expect(plainStatus).toBe(200);
    expect(doneWhenAnswered).toBeLessThanOrEqual(5);
    // one code, one reset: the others find it spent, and say so (issue 35 finding 7: no wrong guess, no lock)
    expect(replies.filter((reply) => reply.body.value === true)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status !== 200).map((reply) => reply.body.errorCode)).toEqual(
      Array(9).fill('VERIFICATION_CODE_USED'),
    );
  }, 60_000);

  it('counts every one of parallel wrong PINs: the lock holds even for the right PIN sent among them', async () => {
    const member = await newMember(server, { withdrawalPassword: '975310' });
    const change = (old: string) =>
      server.client().post('/wps/member/paymentPassword', {
        token: member.token,
        json: { oldPassword: old, newPassword: '482916', confirmPassword: '482916' },
      });
    const wrong = Array.from({ length: 12 }, () => change('111111'));
    await settle();
    // the right PIN queues behind them: before the fix every guess was judged on the count read before its hash
    const replies = await Promise.all([...wrong, change('975310')]);
    const codes = replies.map((reply) => reply.body.errorCode);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(4);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(8);
    // locked now, whatever order the guesses finished in
    expect((await change('975310')).body.errorCode).toBe('PAYMENT_PASSWORD_LOCKED');
  }, 60_000);
});

describe("the security centre's password check hashes on the password queue", () => {
  it('counts every one of parallel wrong passwords against the limit of 5, shared with login', async () => {
    const member = await newMember(server);
    const setEmail = (password: string) =>
      server.client().post('/wps/member/info/email', { token: member.token, form: { email: 'new@bdwl.example', password } });
    const replies = await Promise.all(Array.from({ length: 8 }, () => setEmail('Wrong@1234')));
    const codes = replies.map((reply) => reply.body.errorCode);
    // the fifth wrong one reaches the limit and is itself answered with the lock, as at login
    expect(codes.filter((code) => code === 'LOGIN_PASSWORD_INCORRECT')).toHaveLength(4);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(4);
    expect((await setEmail(member.password)).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  }, 60_000);
});
