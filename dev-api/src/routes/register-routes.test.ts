import { REGISTER_FIELDS } from '../members/register-validation.ts';
import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer();

/** The payload the site sends: every field present, optional ones as empty strings (spec section 3). */
function payload(overrides: Record<string, string> = {}) {
  // Every governed field plus the two the settings do not govern.
  const fields = [...REGISTER_FIELDS, 'countryDialingCode', 'domain'];
  return {
    ...Object.fromEntries(fields.map((field) => [field, ''])),
    registerUrl: 'm.bdwl.example',
    registerMethod: 'H5',
    type: 0,
    username: 'newplayer1',
    password: 'Newp@ss123',
    confirmPassword: 'Newp@ss123',
    ...overrides,
  };
}

async function register(client: TestClient, overrides: Record<string, string> = {}, path = '/wps/member/register') {
  const captcha = overrides.captcha ?? (await client.solveCaptcha());
  return client.call('PUT', path, { encrypted: payload({ ...overrides, captcha }), headers: { ModuleId: 'REGISTER_REE3' } });
}

describe('PUT /wps/member/register', () => {
  it('registers, logs the member in, and the account survives for a later login', async () => {
    const client = server.client();
    const reply = await register(client, { nickname: 'নতুন খেলোয়াড়', email: 'new@example.com', affiliateCode: 'AFF123' });
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      id: expect.any(Number),
      userName: 'newplayer1',
      customerType: 0,
      firstTimeLogin: true,
    });
    const info = await client.get('/wps/member/info', { token: reply.body.value.token });
    expect(info.body.value).toMatchObject({ userName: 'newplayer1', nickname: 'নতুন খেলোয়াড়', type: 0, toUpline: true, vipLevel: 0 });
    expect((await client.get('/wps/wallets/balance', { token: reply.body.value.token })).body.value).toEqual({ sumBalance: 0 });
    const login = await server.client().login('newplayer1', 'Newp@ss123');
    expect(login.body.value.firstTimeLogin).toBe(false);
  });

  it('requires encryption', async () => {
    const reply = await server.client().call('PUT', '/wps/member/register', { json: payload() });
    expect(reply.body.errorCode).toBe('encryption_required');
  });

  it('says USERNAME_EXISTS for a taken username, whatever its case', async () => {
    const reply = await register(server.client(), { username: 'DEMO01' });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ errorCode: 'USERNAME_EXISTS', message: 'username already exists' });
  });

  it('validates fields against the register settings', async () => {
    const reply = await register(server.client(), { username: 'ab', password: 'short', confirmPassword: 'short', email: 'not-an-email' });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('field_invalid');
    expect(reply.body.value.fields).toEqual([
      { field: 'username', problem: 'length', patternId: 'USERNAME' },
      { field: 'password', problem: 'length', patternId: 'PASSWORD' },
      { field: 'confirmPassword', problem: 'length', patternId: 'CONFIRM_PASSWORD' },
      { field: 'email', problem: 'pattern', patternId: 'EMAIL' },
    ]);
    const missing = await register(server.client(), { username: '' });
    expect(missing.body.value.fields).toEqual([{ field: 'username', problem: 'required', patternId: 'USERNAME' }]);
  });

  it('ignores values of disabled fields', async () => {
    expect((await register(server.client(), { qqNum: 'anything at all <b>' })).status).toBe(200);
  });

  it('checks the confirmation, the captcha and the affiliate code', async () => {
    const mismatch = await register(server.client(), { confirmPassword: 'Other@1234' });
    expect(mismatch.body.errorCode).toBe('PASSWORD_CONFIRM_MISMATCH');

    const client = server.client();
    const answer = await client.solveCaptcha();
    const wrong = await register(client, { captcha: answer === '0000' ? '1111' : '0000' });
    expect(wrong.body).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR', value: { field: 'captcha', captcha: true } });
    const noCaptcha = await register(server.client(), { captcha: '' });
    expect(noCaptcha.body.value.fields).toEqual([{ field: 'captcha', problem: 'required', patternId: 'CAPTCHA' }]);

    const affiliate = await register(server.client(), { affiliateCode: 'NOPE99' });
    expect(affiliate.body.errorCode).toBe('INVITATION_CODE_INVALID');
  });

  it('is refused on the trial merchant and while USERNAMEREG3 is off', async () => {
    const trial = await register(server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }));
    expect(trial.body.errorCode).toBe('merchant_mismatch');
    await server.client().post('/dev/whitelabel', { json: { USERNAMEREG3: false } });
    const off = await register(server.client());
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe('function.not.available');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  async function smsCode(client: TestClient, mobileNum: string) {
    await client.post('/wps/verification/sms/register', { json: { mobileNum, countryDialingCode: '880' } });
    return (await client.get(`/dev/outbox?to=880${mobileNum.replace(/^0/, '')}`)).body.messages[0].code as string;
  }

  it('registers by phone with the SMS code, making a username from the number', async () => {
    const client = server.client();
    const code = await smsCode(client, '01311111111');
    const reply = await register(
      client,
      { username: '', mobileNum: '01311111111', countryDialingCode: '880', verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.value.userName).toBe('bd1311111111');
    // the phone logs in by SMS from now on
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1311111111' } });
    const loginCode = (await client.get('/dev/outbox?to=8801311111111')).body.messages[0].code;
    const login = await client.login('', '', {
      type: 'sms',
      mobileNum: '1311111111',
      countryDialingCode: '880',
      verificationCode: loginCode,
    });
    expect(login.body.value.userName).toBe('bd1311111111');
  });

  it('requires the number and a right code before it says whether the number is taken', async () => {
    const client = server.client();
    const missing = await register(client, { username: '' }, '/wps/member/register/mobile');
    expect(missing.body.value.fields.map((field: { field: string }) => field.field)).toEqual(['mobileNum', 'verificationCode']);

    const code = await smsCode(client, '1411111111');
    const wrong = await register(
      client,
      { mobileNum: '1411111111', verificationCode: code === '000000' ? '111111' : '000000' },
      '/wps/member/register/mobile',
    );
    expect(wrong.body).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR', value: { field: 'verificationCode' } });
    // a form rejected for another reason keeps the code usable
    const taken = await register(
      client,
      { username: 'demo01', mobileNum: '1411111111', verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(taken.body.errorCode).toBe('USERNAME_EXISTS');
    expect(
      (await register(client, { username: 'phoneuser1', mobileNum: '1411111111', verificationCode: code }, '/wps/member/register/mobile'))
        .status,
    ).toBe(200);

    // a bound number is told only to whoever holds its code
    const guessed = await register(
      client,
      { username: 'phoneuser2', mobileNum: '1712345678', verificationCode: '123456' },
      '/wps/member/register/mobile',
    );
    expect(guessed.body.errorCode).toBe('VERIFICATION_CODE_ERROR');
  });
});
