import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { verifyIdToken } from './id-token.ts';
import { PHONE_AUDIENCE, PHONE_ISSUER } from './phone-provider.ts';

const server = useTestServer();
const PHONE = '+8801711223344';

async function send(client: TestClient, phoneNumber = PHONE) {
  return client.post('/dev-idp/phone/send', { json: { phoneNumber } });
}

async function codeFor(client: TestClient, phoneNumber = PHONE): Promise<string> {
  const outbox = await client.get(`/dev/outbox?to=${phoneNumber.slice(1)}`);
  return outbox.body.messages.find((m: { purpose: string }) => m.purpose === 'phoneProvider').code;
}

describe('POST /dev-idp/phone/send', () => {
  it('answers a verification session and leaves the code in the dev outbox', async () => {
    const client = server.client();
    const reply = await send(client);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ sessionInfo: expect.stringMatching(/^[\w-]{32}$/) });
    expect(await codeFor(client)).toMatch(/^\d{6}$/);
  });

  it('refuses a number not in E.164 form', async () => {
    const reply = await send(server.client(), '01711223344');
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('INVALID_PHONE_NUMBER');
  });

  it('sends a number a new code only after 60 s (unless its code was used), and at most 5 an hour', async () => {
    const client = server.client();
    expect((await send(client)).status).toBe(200);
    const early = await send(client);
    expect(early.status).toBe(429);
    expect(early.body.errorCode).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    for (let i = 0; i < 4; i += 1) {
      server.clock.advance(61_000);
      expect((await send(client)).status).toBe(200);
    }
    server.clock.advance(61_000);
    expect((await send(client)).status).toBe(429);
    // another number is not held back by this one's limit
    const other = (await send(client, '+8801811223344')).body.sessionInfo;
    const code = await codeFor(client, '+8801811223344');
    expect((await client.post('/dev-idp/phone/verify', { json: { sessionInfo: other, code } })).status).toBe(200);
    // a used code does not hold the number: logging in right after registering needs a new one at once
    expect((await send(client, '+8801811223344')).status).toBe(200);
  });
});

describe('POST /dev-idp/phone/verify', () => {
  it('answers an ID token signed by the provider whose phone_number is the number, once', async () => {
    const client = server.client();
    const { sessionInfo } = (await send(client)).body;
    const code = await codeFor(client);
    const reply = await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ phoneNumber: PHONE, expiresIn: '3600' });
    const jwks = (await client.get('/dev-idp/phone/jwks.json')).body;
    const claims = verifyIdToken(reply.body.idToken, jwks, { issuer: PHONE_ISSUER, audience: PHONE_AUDIENCE, now: server.clock.now() });
    expect(claims).toMatchObject({ phone_number: PHONE, firebase: { sign_in_provider: 'phone' } });
    expect(claims.exp - claims.iat).toBe(3600);
    const again = await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code } });
    expect(again.body.errorCode).toBe('SESSION_EXPIRED');
  });

  it('says a wrong code is wrong and ends the session at the fifth', async () => {
    const client = server.client();
    const { sessionInfo } = (await send(client)).body;
    const code = await codeFor(client);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const reply = await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code: wrong } });
      expect(reply.body.errorCode).toBe('INVALID_CODE');
    }
    const fifth = await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code: wrong } });
    expect(fifth.status).toBe(429);
    expect(fifth.body.errorCode).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    expect((await client.post('/dev-idp/phone/verify', { json: { sessionInfo, code } })).body.errorCode).toBe('SESSION_EXPIRED');
  });

  it('refuses a code after 5 minutes, and an earlier session once a new code was sent', async () => {
    const client = server.client();
    const first = (await send(client)).body.sessionInfo;
    const firstCode = await codeFor(client);
    server.clock.advance(61_000);
    const second = (await send(client)).body.sessionInfo;
    expect((await client.post('/dev-idp/phone/verify', { json: { sessionInfo: first, code: firstCode } })).body.errorCode).toBe(
      'SESSION_EXPIRED',
    );
    const secondCode = await codeFor(client);
    server.clock.advance(5 * 60_000);
    const late = await client.post('/dev-idp/phone/verify', { json: { sessionInfo: second, code: secondCode } });
    expect(late.status).toBe(400);
    expect(late.body.errorCode).toBe('SESSION_EXPIRED');
  });
});
