// Issue 24: a phone whose clock is hours off still logs in. The platform's time is learned from its answers, and the
// encrypted login's timestamp counts on it.
import { decryptBody } from '@wl/dev-api/body-cipher';
import { generateRsaKeyPair } from '@wl/dev-api';
import { fail, answerRoutes, raw } from '@wl/jest/msw-routes';
import { encryptBody } from './body-cipher.ts';
import { api, request, resetHttpCaches } from './client.ts';
import { noteServerTime, resetServerClock, serverNow } from './server-clock.ts';

const keys = generateRsaKeyPair();
const HOUR = 60 * 60 * 1000;
afterEach(() => {
  resetServerClock();
  resetHttpCaches();
});

describe("the platform's clock", () => {
  it('is the phone’s own until an answer has been seen', () => {
    expect(serverNow(1_000)).toBe(1_000);
  });

  it("follows the Date of every answer, a refusal's too, whatever the phone's clock says", async () => {
    const platform = Date.UTC(2026, 10, 27, 9, 0, 0);
    answerRoutes({
      'GET /wps/system/status': () => raw(200, { success: true, value: 1 }, { date: new Date(platform).toUTCString() }),
      'GET /wps/system/fails': () => raw(400, { success: false, errorCode: 'x' }, { date: new Date(platform + HOUR).toUTCString() }),
    });
    await api.get('/wps/system/status', { silent: true });
    expect(Math.abs(serverNow() - platform)).toBeLessThan(2_000);
    await api.get('/wps/system/fails', { silent: true }).catch(() => undefined);
    expect(Math.abs(serverNow() - (platform + HOUR))).toBeLessThan(2_000);
    // an answer with no date (an early call the page's head made) changes nothing
    answerRoutes({ 'GET /wps/system/status': () => 1, 'GET /wps/other': () => fail('x') });
    await api.get('/wps/system/status', { silent: true });
    expect(Math.abs(serverNow() - (platform + HOUR))).toBeLessThan(2_000);
  });

  it("adds a cache's Age to its Date: the origin's time plus the answer's age is now", async () => {
    const platform = Date.UTC(2026, 10, 27, 9, 0, 0);
    answerRoutes({
      'GET /wps/system/status': () => raw(200, { success: true, value: 1 }, { date: new Date(platform - 90_000).toUTCString(), age: '90' }),
    });
    await api.get('/wps/system/status', { silent: true });
    expect(Math.abs(serverNow() - platform)).toBeLessThan(2_000);
  });

  it('seals a body refused as stale once more, on the time the refusal brought, with a new nonce', async () => {
    const platform = Date.now() + 5 * HOUR;
    const stamps: { timestamp: number; nonce: string }[] = [];
    answerRoutes({
      'GET /wps/session/key/rsa': () => raw(200, { success: true, value: keys.publicKeyPem }),
      'POST /wps/session/login': (call) => {
        const body = decryptBody(call.body as string, call.headers.Encryption as string, keys.privateKeyPem) as {
          timestamp: number;
          nonce: string;
        };
        stamps.push(body);
        const date = { date: new Date(platform).toUTCString() };
        if (Math.abs(body.timestamp - platform) > 10 * 60_000)
          return raw(400, { success: false, errorCode: 'LOGIN_STALE', message: 'stale' }, date);
        return raw(200, { success: true, value: { token: 't' } }, date);
      },
    });
    await expect(request('POST', '/wps/session/login', { username: 'demo01' }, { encrypt: true, silent: true })).resolves.toEqual({
      token: 't',
    });
    expect(stamps).toHaveLength(2);
    expect(stamps[1]!.nonce).not.toBe(stamps[0]!.nonce);
    expect(Math.abs(stamps[1]!.timestamp - platform)).toBeLessThan(2_000);
    // once only: a platform that keeps refusing is answered with its refusal
    stamps.length = 0;
    answerRoutes({
      'GET /wps/session/key/rsa': () => raw(200, { success: true, value: keys.publicKeyPem }),
      'POST /wps/session/login': () => {
        stamps.push({ timestamp: 0, nonce: '' });
        return raw(400, { success: false, errorCode: 'LOGIN_STALE', message: 'stale' });
      },
    });
    await expect(request('POST', '/wps/session/login', { username: 'demo01' }, { encrypt: true, silent: true })).rejects.toMatchObject({
      code: 'LOGIN_STALE',
    });
    expect(stamps).toHaveLength(2);
  });

  it("stamps an encrypted body with the platform's time: a phone three hours fast or two days slow is not refused", () => {
    const platform = Date.now();
    for (const skew of [3 * HOUR, -48 * HOUR]) {
      // the phone's clock, off by the skew
      const phone = jest.spyOn(Date, 'now').mockReturnValue(platform + skew);
      try {
        noteServerTime(new Date(platform).toUTCString());
        const sealed = encryptBody({ username: 'demo01' }, keys.publicKeyPem);
        const { timestamp } = decryptBody(sealed.payload, sealed.encryptionHeader, keys.privateKeyPem) as { timestamp: number };
        // the body is read against the platform's clock: within a second of it, whatever the skew
        expect(Math.abs(timestamp - platform)).toBeLessThan(2_000);
      } finally {
        phone.mockRestore();
      }
    }
  });
});
