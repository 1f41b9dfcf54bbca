import { encryptForDevApi } from '../crypto/body-cipher.ts';
import { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Decision 027: a phone whose clock is hours or days off logs in and registers. The platform says its time in
// every answer's Date; the site stamps the encrypted body with that time, not the phone's. Replays stay refused.
const HOUR = 60 * 60_000;
const server = useTestServer();

/**
 * A phone whose own clock is `skew` off the platform's, stamping bodies as the site does: with its clock alone,
 * or corrected by the offset the last answer's Date showed.
 */
function phone(skew: number) {
  let offset = 0;
  let learns = false;
  const own = () => server.clock.now() + skew;
  const client = new TestClient(server.url, undefined, () => own() + (learns ? offset : 0));
  return {
    client,
    /** from now on the phone counts on the platform's clock, as read from this answer */
    learnFrom(reply: { headers: Headers }) {
      offset = Date.parse(reply.headers.get('date')!) - own();
      learns = true;
    },
  };
}

const register = async (client: TestClient, username: string) =>
  client.call('PUT', '/wps/member/register', {
    encrypted: {
      username,
      password: 'Clock@1234',
      confirmPassword: 'Clock@1234',
      captcha: await client.solveCaptcha(),
      type: 0,
      registerUrl: 'localhost',
    },
  });

describe('the platform clock in every answer', () => {
  it("is the platform's own (the clock that judges a body's timestamp), to the second", async () => {
    server.clock.advance(3 * 24 * HOUR + 1234);
    const reply = await server.client().get('/wps/system/status');
    expect(Date.parse(reply.headers.get('date')!)).toBe(Math.floor(server.clock.now() / 1000) * 1000);
    // a refusal says it too
    const refused = await server.client().get('/wps/wallets/balance');
    expect(refused.status).toBe(401);
    expect(Date.parse(refused.headers.get('date')!)).toBe(Math.floor(server.clock.now() / 1000) * 1000);
  });

  it('is readable by a page of another allowed origin', async () => {
    const origin = new URL(server.url);
    const reply = await server.client().get('/wps/system/status', { headers: { Origin: `http://${origin.host}` } });
    expect(reply.headers.get('access-control-expose-headers')).toBe('Date, Age');
  });
});

describe.each([
  ['three hours fast', 3 * HOUR],
  ['two days slow', -48 * HOUR],
])('a phone %s', (_name, skew) => {
  it("is refused on its own clock, and logs in on the platform's", async () => {
    const { client, learnFrom } = phone(skew);
    expect((await client.login('demo01', 'Demo@1234')).body.errorCode).toBe('LOGIN_STALE');
    learnFrom(await client.get('/wps/session/key/rsa'));
    const reply = await client.login('demo01', 'Demo@1234');
    expect(reply.status).toBe(200);
    expect(reply.body.value.userName).toBe('demo01');
  });

  it("registers on the platform's clock", async () => {
    const { client, learnFrom } = phone(skew);
    learnFrom(await client.get('/wps/session/key/rsa'));
    const username = skew > 0 ? 'clockfast3h' : 'clockslow2d';
    const reply = await register(client, username);
    expect(reply.status).toBe(200);
    expect(reply.body.value.userName).toBe(username);
  });

  it('cannot send a captured body again', async () => {
    const { client, learnFrom } = phone(skew);
    learnFrom(await client.get('/wps/session/key/rsa'));
    // the eavesdropper's copy: the same bytes and headers
    const stamped = {
      username: 'demo01',
      password: 'Demo@1234',
      captcha: '',
      type: 'username',
      timestamp: client.now(),
      nonce: 'c0ffee00c0ffee00c0ffee00',
    };
    const sealed = encryptForDevApi(stamped, await client.rsaKey());
    const send = () =>
      client.post('/wps/session/login', {
        raw: sealed.body,
        headers: { Encryption: sealed.encryption, 'Content-Type': sealed.contentType },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).body.errorCode).toBe('LOGIN_REPLAYED');
    // and once the window has passed, the copy is stale
    server.clock.advance(10 * 60_000 + 1000);
    expect((await send()).body.errorCode).toBe('LOGIN_STALE');
  });
});
