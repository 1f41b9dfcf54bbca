import { idTokenFor } from '../test-support/idp-flow.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { identityProvider } from './authorization-codes.ts';
import { createIdTokenKeys, signIdToken } from './id-token.ts';
import { CLIENT_IDS, DEV_IDP_ISSUER } from './idp-config.ts';

const server = useTestServer('test');

const socialLogin = (firebaseChannel: string, firebaseIdToken: string) =>
  server.client().login('', '', { type: 'firebase', firebaseChannel, firebaseIdToken, firebaseMobileNo: '' });

async function enable(...flags: string[]) {
  await server.client().post('/dev/whitelabel', { json: Object.fromEntries(flags.map((flag) => [flag, true])) });
}

describe('login type firebase with a social provider', () => {
  beforeEach(() => enable('GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TELEGRAMLOGIN3'));

  it('signs the linked member in, like a password login', async () => {
    const reply = await socialLogin('google', await idTokenFor(server.url, 'google', 0));
    expect(reply.status).toBe(200);
    // demo02 is a sub-agent (type 2); the answer is a normal login value
    expect(reply.body.value).toMatchObject({ userName: 'demo02', customerType: 2 });
    expect(Object.keys(reply.body.value).sort()).toEqual(['customerType', 'firstTimeLogin', 'id', 'token', 'userName']);
    const member = await server.client().get('/wps/member/info', { token: reply.body.value.token });
    expect(member.body.value).toMatchObject({ userName: 'demo02' });
  });

  it('creates a member without a password at the first sign-in, and finds it at the next', async () => {
    const first = await socialLogin('google', await idTokenFor(server.url, 'google', 1));
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      userName: expect.stringMatching(/^rahimuddin\d{1,4}$/),
      customerType: 0,
      firstTimeLogin: true,
    });
    const again = await socialLogin('google', await idTokenFor(server.url, 'google', 1));
    expect(again.body.value).toMatchObject({ userName: first.body.value.userName, id: first.body.value.id, firstTimeLogin: false });
    // no password was ever set, so none logs in
    expect((await server.client().login(first.body.value.userName, '')).status).toBe(400);
    expect((await server.client().login(first.body.value.userName, '!no-password')).body.errorCode).toBe('LOGIN_FAILED');
  });

  it('derives a username in the register rule from a name without Latin letters', async () => {
    const idp = identityProvider(server.api.state);
    const iat = Math.floor(server.clock.now() / 1000);
    const token = signIdToken(idp.keys, {
      iss: DEV_IDP_ISSUER,
      aud: CLIENT_IDS.telegram,
      sub: '777',
      iat,
      exp: iat + 600,
      name: 'নুসরাত',
      firebase: { sign_in_provider: 'oidc.telegram' },
    });
    const reply = await socialLogin('telegram', token);
    expect(reply.body.value.userName).toMatch(/^telegram\d{1,4}$/);
    expect(reply.body.value.userName).toMatch(/^[a-z0-9]{6,16}$/);
  });

  it('keeps accounts of different providers apart', async () => {
    const google = await socialLogin('google', await idTokenFor(server.url, 'google', 1));
    const facebook = await socialLogin('facebook', await idTokenFor(server.url, 'facebook', 1));
    expect(facebook.body.value.id).not.toBe(google.body.value.id);
    expect(facebook.body.value.userName).toMatch(/^karimh\d{1,4}$/);
  });

  it('refuses a token of another provider, another issuer, a forged or an expired one', async () => {
    const google = await idTokenFor(server.url, 'google', 0);
    expect((await socialLogin('facebook', google)).body.errorCode).toBe('ID_TOKEN_INVALID');
    const iat = Math.floor(server.clock.now() / 1000);
    const claims = {
      iss: DEV_IDP_ISSUER,
      aud: CLIENT_IDS.google,
      sub: 'x',
      iat,
      exp: iat + 600,
      firebase: { sign_in_provider: 'google.com' },
    };
    const forged = signIdToken({ ...createIdTokenKeys(), kid: identityProvider(server.api.state).keys.kid }, claims);
    expect((await socialLogin('google', forged)).body.errorCode).toBe('ID_TOKEN_INVALID');
    const foreign = signIdToken(identityProvider(server.api.state).keys, { ...claims, iss: 'https://accounts.example' });
    expect((await socialLogin('google', foreign)).body.errorCode).toBe('ID_TOKEN_INVALID');
    server.clock.advance(3600_000 + 31_000);
    const stale = await socialLogin('google', google);
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ errorCode: 'ID_TOKEN_INVALID', message: 'The sign-in could not be confirmed. Please try again' });
  });

  it('asks for the token', async () => {
    const reply = await socialLogin('google', '');
    expect(reply.body).toMatchObject({
      errorCode: 'field_invalid',
      value: { fields: [{ field: 'firebaseIdToken', problem: 'required' }] },
    });
  });

  it('refuses a provider whose flag is off, and an unknown channel', async () => {
    const token = await idTokenFor(server.url, 'google', 0);
    await server.client().post('/dev/whitelabel', { json: { GOOGLELOGIN3: false } });
    expect((await socialLogin('google', token)).body.errorCode).toBe('function.not.available');
    expect((await socialLogin('myspace', token)).body.errorCode).toBe('function.not.available');
  });
});
