import type { TestClient } from '../../test-support/test-server.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

// Issue 13 finding 4: a number typed at registration by username stays pending until the security centre
// binds it with the code sent to that number; a number another account has is never bound twice.
const server = useTestServer();

const NUMBER = '1388888888';
const OTHER = '1377777777';

async function registerByUsername(client: TestClient, username: string, mobileNum: string) {
  const reply = await client.call('PUT', '/wps/member/register', {
    encrypted: {
      username,
      password: 'Bind@1234',
      confirmPassword: 'Bind@1234',
      mobileNum,
      countryDialingCode: '880',
      captcha: await client.solveCaptcha(),
      registerMethod: 'H5',
      type: 0,
    },
  });
  expect(reply.status).toBe(200);
  return reply.body.value.token as string;
}

async function bindCode(client: TestClient, token: string, mobileNum: string): Promise<string> {
  const sent = await client.post('/wps/verification/sms/bind', { token, json: { mobileNum, countryDialingCode: '880' } });
  expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
  const messages = (await client.get(`/dev/outbox?to=880${mobileNum}`)).body.messages as { purpose: string; code: string }[];
  return messages.find((message) => message.purpose === 'bind')!.code;
}

async function outboxCode(client: TestClient, mobileNum: string, purpose: string): Promise<string> {
  const messages = (await client.get(`/dev/outbox?to=880${mobileNum}`)).body.messages as { purpose: string; code: string }[];
  return messages.find((message) => message.purpose === purpose)!.code;
}

/** The old number's consent to a move: the numberChange code sent to the member's verified number. */
async function numberChangeCode(client: TestClient, token: string, mobileNum: string): Promise<string> {
  server.clock.advance(61_000);
  const sent = await client.post('/wps/verification/sms/member', { token, json: { purpose: 'numberChange' } });
  expect(sent.status).toBe(200);
  return outboxCode(client, mobileNum, 'numberChange');
}

/** Where the PIN reset's code would go now (the masked verified number). */
async function pinResetGoesTo(client: TestClient, token: string): Promise<string> {
  server.clock.advance(61_000);
  return (await client.post('/wps/verification/sms/member', { token, json: { purpose: 'pinReset' } })).body.value.mobile as string;
}

const bind = (client: TestClient, token: string, form: Record<string, string>) =>
  client.post('/wps/member/info/mobile', { token, form: { countryDialingCode: '880', password: 'Bind@1234', ...form } });

const mobileItem = async (client: TestClient, token: string) =>
  (await client.get('/wps/member/securityConfig', { token })).body.value.items.mobile as boolean;

describe('POST /wps/member/info/mobile', () => {
  it('binds the pending number only with its code and the login password; then SMS login reaches it', async () => {
    const client = server.client();
    const token = await registerByUsername(client, 'pendingbind1', NUMBER);
    expect(await mobileItem(client, token)).toBe(false);

    // no code sent yet, then a wrong code, then a code sent to another number: none binds
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: '123456' })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const otherCode = await bindCode(client, token, OTHER);
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: otherCode })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const code = await bindCode(client, token, NUMBER);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: wrongCode })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    // the right code with a wrong login password does not bind either, and leaves the code good
    const wrongPassword = await bind(client, token, { mobileNum: NUMBER, verificationCode: code, password: 'Nope@1234' });
    expect(wrongPassword.body.errorCode).toBe('LOGIN_PASSWORD_INCORRECT');
    expect(await mobileItem(client, token)).toBe(false);

    const bound = await bind(client, token, { mobileNum: NUMBER, verificationCode: code });
    expect(bound.body.value).toMatchObject({ mobile: '138****888', mobileBound: true });
    expect(await mobileItem(client, token)).toBe(true);
    const pending = server.api.db.prepare('SELECT COUNT(*) AS n FROM member_pending_mobiles WHERE mobile_num = ?').get(NUMBER) as {
      n: number;
    };
    expect(pending.n).toBe(0);
    // the code is spent: sent again, it is said to be used (and is no wrong guess, issue 35 finding 7)
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: code })).body.errorCode).toBe('VERIFICATION_CODE_USED');

    server.clock.advance(61_000);
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: NUMBER, countryDialingCode: '880' } });
    const messages = (await client.get(`/dev/outbox?to=880${NUMBER}`)).body.messages as { purpose: string; code: string }[];
    const loginCode = messages.find((message) => message.purpose === 'noLogin')!.code;
    const login = await client.login('', '', { type: 'sms', mobileNum: NUMBER, countryDialingCode: '880', verificationCode: loginCode });
    expect(login.body.value.userName).toBe('pendingbind1');
  });

  it('refuses a number another account has bound, even with its code', async () => {
    const first = server.client();
    const firstToken = await registerByUsername(first, 'firstholder', NUMBER);
    expect((await bind(first, firstToken, { mobileNum: NUMBER, verificationCode: await bindCode(first, firstToken, NUMBER) })).status).toBe(
      200,
    );

    server.clock.advance(61_000);
    const second = server.client();
    const secondToken = await registerByUsername(second, 'secondtaker', NUMBER);
    const taken = await bind(second, secondToken, { mobileNum: NUMBER, verificationCode: await bindCode(second, secondToken, NUMBER) });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('MOBILE_EXISTS');
    expect(await mobileItem(second, secondToken)).toBe(false);
    expect(await mobileItem(first, firstToken)).toBe(true);
  });

  it('tells the number it replaces, so the owner of a taken-over account hears of it (issue 21)', async () => {
    const client = server.client();
    const token = await registerByUsername(client, 'swap01', NUMBER);
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: await bindCode(client, token, NUMBER) })).status).toBe(200);
    const oldVerificationCode = await numberChangeCode(client, token, NUMBER);
    const moved = await bind(client, token, {
      mobileNum: OTHER,
      verificationCode: await bindCode(client, token, OTHER),
      oldVerificationCode,
    });
    expect(moved.status).toBe(200);
    const told = (await client.get(`/dev/outbox?to=880${NUMBER}`)).body.messages as { purpose: string; text: string }[];
    expect(told[0]).toMatchObject({ purpose: 'notice', text: expect.stringContaining('mobile number of your account was changed') });
  });

  // Issue 35 finding 5: a session and the login password moved the verified number with only the new number's code;
  // then the PIN reset's and new payout accounts' codes went to the new holder.
  it('moves a verified number only with the code sent to that (old) number as well', async () => {
    const client = server.client();
    const token = await registerByUsername(client, 'move01', NUMBER);
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: await bindCode(client, token, NUMBER) })).status).toBe(200);
    const newCode = await bindCode(client, token, OTHER);

    // the new number's code and the password alone: refused, saying which code is missing and where it goes
    const alone = await bind(client, token, { mobileNum: OTHER, verificationCode: newCode });
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({
      errorCode: 'OLD_MOBILE_CODE_REQUIRED',
      message: 'To change the number, also enter the code sent to your current number',
      value: { field: 'oldVerificationCode', mobile: '138****888' },
    });
    // a wrong code, and a code the old number got for another purpose, do not move it either
    server.clock.advance(61_000);
    const pinCode = (await client.post('/wps/verification/sms/member', { token, json: { purpose: 'pinReset' } })).status;
    expect(pinCode).toBe(200);
    const pinResetCode = await outboxCode(client, NUMBER, 'pinReset');
    for (const oldVerificationCode of ['000000', pinResetCode]) {
      const refused = await bind(client, token, { mobileNum: OTHER, verificationCode: newCode, oldVerificationCode });
      expect([refused.body.errorCode, refused.body.value]).toEqual(['VERIFICATION_CODE_ERROR', { field: 'oldVerificationCode' }]);
    }
    expect(await pinResetGoesTo(client, token)).toBe('138****888');

    // with both codes it moves; the old number's code is spent, and the old number is told
    const oldVerificationCode = await numberChangeCode(client, token, NUMBER);
    const moved = await bind(client, token, { mobileNum: OTHER, verificationCode: newCode, oldVerificationCode });
    expect(moved.body.value).toMatchObject({ mobile: '137****777', mobileBound: true });
    expect(await pinResetGoesTo(client, token)).toBe('137****777');
    const told = (await client.get(`/dev/outbox?to=880${NUMBER}`)).body.messages as { purpose: string }[];
    expect(told[0]!.purpose).toBe('notice');
  });

  it('binds the same verified number again without the old code (nothing moves)', async () => {
    const client = server.client();
    const token = await registerByUsername(client, 'same01', NUMBER);
    expect((await bind(client, token, { mobileNum: NUMBER, verificationCode: await bindCode(client, token, NUMBER) })).status).toBe(200);
    server.clock.advance(61_000);
    expect((await bind(client, token, { mobileNum: `0${NUMBER}`, verificationCode: await bindCode(client, token, NUMBER) })).status).toBe(
      200,
    );
  });

  it('is for signed-in members only', async () => {
    const client = server.client();
    expect((await client.post('/wps/verification/sms/bind', { json: { mobileNum: NUMBER, countryDialingCode: '880' } })).status).toBe(401);
    expect((await client.post('/wps/member/info/mobile', { form: { mobileNum: NUMBER, verificationCode: '123456' } })).status).toBe(401);
  });
});
