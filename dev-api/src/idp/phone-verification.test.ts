import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { createIdTokenKeys, signIdToken } from './id-token.ts';
import { PHONE_AUDIENCE, PHONE_ISSUER } from './phone-provider.ts';

const server = useTestServer();

/** What the site's front end does with the provider: send, read the code (the outbox), confirm. */
async function providerToken(client: TestClient, phoneNumber: string): Promise<string> {
  const { sessionInfo } = (await client.post('/dev-idp/phone/send', { json: { phoneNumber } })).body;
  const outbox = await client.get(`/dev/outbox?to=${phoneNumber.slice(1)}`);
  const code = outbox.body.messages[0].code;
  return (await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code } })).body.idToken;
}

async function enable(client: TestClient, on = true) {
  await client.post('/dev/whitelabel', { json: { FIREBASEPHONE3: on } });
}

async function register(client: TestClient, mobileNum: string, extra: Record<string, string>) {
  const captcha = await client.solveCaptcha();
  // the optional fields the site sends as '' are left out: the platform reads a missing one as ''
  const password = 'Newp@ss123';
  const encrypted = { registerMethod: 'H5', password, confirmPassword: password, countryDialingCode: '880', mobileNum, captcha, ...extra };
  return client.call('PUT', '/wps/member/register/mobile', { encrypted });
}

function firebaseLogin(client: TestClient, firebaseMobileNo: string, firebaseIdToken: string) {
  return client.call('POST', '/wps/session/login', {
    encrypted: { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken, firebaseMobileNo, countryDialingCode: '880' },
  });
}

describe('registration and SMS login through the phone-verification provider', () => {
  it('registers a number the provider proved (no platform code), marks it verified, and logs in with a later token', async () => {
    const client = server.client();
    await enable(client);
    const token = await providerToken(client, '+8801722334455');
    const reply = await register(client, '01722334455', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(reply.status).toBe(200);
    const info = await client.get('/wps/member/info', { token: reply.body.value.token });
    expect(info.body.value.userName).toBe(reply.body.value.userName);

    server.clock.advance(61_000);
    const login = await firebaseLogin(server.client(), '1722334455', await providerToken(client, '+8801722334455'));
    expect(login.status).toBe(200);
    expect(login.body.value.userName).toBe(reply.body.value.userName);
  });

  it('refuses the firebase fields while the whitelabel has not switched the provider on', async () => {
    const client = server.client();
    const token = await providerToken(client, '+8801722334456');
    const reply = await register(client, '01722334456', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(reply.status).toBe(403);
    expect((await firebaseLogin(client, '1722334456', token)).status).toBe(403);
  });

  it('refuses a token for another number, a forged token and an expired one', async () => {
    const client = server.client();
    await enable(client);
    const token = await providerToken(client, '+8801722334457');
    const other = await register(client, '01722334458', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(other.body).toMatchObject({ errorCode: 'PHONE_NUMBER_MISMATCH', value: { field: 'mobileNum' } });

    const now = Math.floor(server.clock.now() / 1000);
    const forged = signIdToken(createIdTokenKeys(), {
      iss: PHONE_ISSUER,
      aud: PHONE_AUDIENCE,
      sub: 'x',
      iat: now,
      exp: now + 3600,
      phone_number: '+8801722334457',
    });
    const forgedReply = await register(client, '01722334457', { firebaseChannel: 'sms', firebaseIdToken: forged });
    expect(forgedReply.body).toMatchObject({ errorCode: 'PHONE_TOKEN_INVALID', value: { reason: 'unknown-key' } });

    server.clock.advance(3601_000);
    const late = await register(client, '01722334457', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(late.body).toMatchObject({ errorCode: 'PHONE_TOKEN_INVALID', value: { reason: 'expired' } });

    // a channel other than sms is not this provider's
    const channel = await register(client, '01722334457', { firebaseChannel: 'google', firebaseIdToken: token });
    expect(channel.body.value.fields).toEqual([{ field: 'firebaseChannel', problem: 'required' }]);
  });

  it('logs in only the member whose verified number the token proves', async () => {
    const client = server.client();
    await enable(client);
    const token = await providerToken(client, '+8801722334459');
    const unknown = await firebaseLogin(client, '1722334459', token);
    expect(unknown.body.errorCode).toBe('USER_NOT_EXIST');
    const mismatch = await firebaseLogin(client, '1722334460', token);
    expect(mismatch.body.errorCode).toBe('PHONE_NUMBER_MISMATCH');
    const missing = await firebaseLogin(client, '', token);
    expect(missing.body.value.fields).toEqual([{ field: 'firebaseMobileNo', problem: 'required' }]);
  });
});
