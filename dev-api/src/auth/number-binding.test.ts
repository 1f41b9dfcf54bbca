import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 13 findings 4 and 13: a number binds an account only once its code proved it; SMS login reaches
// only bound numbers; the registration SMS does not tell who has an account; SMS sending is limited per client.
const server = useTestServer('test', { authLimits: { smsClient: { max: 5, windowMs: 60 * 60_000 } } });

const SQUATTED = '1399999999';

async function registerByUsername(client: TestClient, username: string, mobileNum: string) {
  return client.call('PUT', '/wps/member/register', {
    encrypted: {
      username,
      password: 'Squat@1234',
      confirmPassword: 'Squat@1234',
      mobileNum,
      countryDialingCode: '880',
      captcha: await client.solveCaptcha(),
      registerMethod: 'H5',
      type: 0,
    },
  });
}

async function code(client: TestClient, purpose: 'register' | 'noLogin', mobileNum: string): Promise<string | null> {
  const sent = await client.post(`/wps/verification/sms/${purpose}`, { json: { mobileNum, countryDialingCode: '880' } });
  expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
  return (await client.get(`/dev/outbox?to=880${mobileNum}`)).body.messages[0].code;
}

describe('a number binds an account only once verified', () => {
  it("an unverified number neither refuses the owner's registration nor opens the squatter's account", async () => {
    const squatter = server.client();
    expect((await registerByUsername(squatter, 'squatter1', SQUATTED)).status).toBe(200);

    // SMS login with the number reaches no account: the squatter's number was never proved
    const owner = server.client();
    const loginCode = await code(owner, 'noLogin', SQUATTED);
    const smsLogin = await owner.login('', '', {
      type: 'sms',
      mobileNum: SQUATTED,
      countryDialingCode: '880',
      verificationCode: loginCode,
    });
    expect(smsLogin.body.errorCode).toBe('USER_NOT_EXIST');

    // the real owner registers by phone with it
    server.clock.advance(61_000);
    const registerCode = await code(owner, 'register', SQUATTED);
    const registered = await owner.call('PUT', '/wps/member/register/mobile', {
      encrypted: {
        username: '',
        mobileNum: SQUATTED,
        countryDialingCode: '880',
        verificationCode: registerCode,
        password: 'Owner@1234',
        confirmPassword: 'Owner@1234',
        captcha: await owner.solveCaptcha(),
      },
    });
    expect(registered.status).toBe(200);
    const ownerId = registered.body.value.id;

    // and from then on SMS login with the number opens the owner's account, never the squatter's
    server.clock.advance(61_000);
    const again = await code(owner, 'noLogin', SQUATTED);
    const ownerLogin = await owner.login('', '', { type: 'sms', mobileNum: SQUATTED, countryDialingCode: '880', verificationCode: again });
    expect(ownerLogin.body.value.id).toBe(ownerId);
    const security = await owner.get('/wps/member/securityConfig', { token: ownerLogin.body.value.token });
    expect(security.body.value.items.mobile).toBe(true);
  });
});

describe('SMS sending per client', () => {
  it('refuses a burst of numbers after the limit, saying when to retry', async () => {
    const client = server.client();
    const replies = [];
    for (let i = 0; i < 30; i++)
      replies.push(await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: `13000000${String(i).padStart(2, '0')}` } }));
    expect(replies.slice(0, 5).every((reply) => reply.status === 200)).toBe(true);
    expect(replies.slice(5).every((reply) => reply.status === 429 && reply.body.errorCode === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(replies[5]!.body.value.retryAfterSeconds).toBe(3600);
    expect((await client.get('/dev/outbox')).body.messages).toHaveLength(5);
  });
});
