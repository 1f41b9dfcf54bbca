// The round trip the platform depends on: what the browser encrypts, the dev API decrypts. jsencrypt and crypto-js
// only need Web Crypto's getRandomValues; the page's environment (jsdom with Node's fetch) lets MSW see the call.
import { decryptBody } from '@wl/dev-api/body-cipher';
import { answerRoutes } from '@wl/jest/msw-routes';
import { generateRsaKeyPair } from '@wl/dev-api';
import { encryptBody } from './body-cipher.ts';

const keys = generateRsaKeyPair();

describe('body encryption', () => {
  it('the dev API decrypts what the client encrypts, Bengali text included', () => {
    const body = { username: 'demo01', password: 'Demo@1234', nickname: 'রহিম', captcha: '', type: 'username' };
    const { payload, encryptionHeader } = encryptBody(body, keys.publicKeyPem);
    expect(decryptBody(payload, encryptionHeader, keys.privateKeyPem)).toEqual({
      ...body,
      timestamp: expect.any(Number),
      nonce: expect.any(String),
    });
  });

  it('stamps each body with the time and a nonce never sent before, so a captured one cannot be replayed', () => {
    const open = (sealed: ReturnType<typeof encryptBody>) =>
      decryptBody(sealed.payload, sealed.encryptionHeader, keys.privateKeyPem) as { timestamp: number; nonce: string };
    const before = Date.now();
    const a = open(encryptBody({ username: 'demo01' }, keys.publicKeyPem));
    const b = open(encryptBody({ username: 'demo01' }, keys.publicKeyPem));
    expect(a.timestamp).toBeGreaterThanOrEqual(before);
    expect(a.timestamp).toBeLessThanOrEqual(Date.now());
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(b.nonce).not.toBe(a.nonce);
  });

  it('is not readable JSON on the wire, and uses a fresh key every time', () => {
    const body = { username: 'demo01', password: 'Demo@1234' };
    const a = encryptBody(body, keys.publicKeyPem);
    const b = encryptBody(body, keys.publicKeyPem);
    expect(() => JSON.parse(a.payload)).toThrow();
    expect(a.payload).not.toContain('demo01');
    expect(Buffer.from(a.payload, 'base64').toString('latin1')).not.toContain('Demo@1234');
    expect(a.payload).not.toBe(b.payload);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });

  it('a tampered key header does not decrypt', () => {
    const { payload } = encryptBody({ a: 1 }, keys.publicKeyPem);
    const other = encryptBody({ a: 1 }, generateRsaKeyPair().publicKeyPem);
    expect(() => decryptBody(payload, other.encryptionHeader, keys.privateKeyPem)).toThrow();
  });
});

describe('an encrypted call through the HTTP layer', () => {
  it('fetches the public key once, sends text/plain ciphertext with the Encryption header', async () => {
    const { api, resetHttpCaches } = await import('./client.ts');
    resetHttpCaches();
    const sent = answerRoutes({
      'GET /wps/session/key/rsa': () => keys.publicKeyPem,
      'POST /wps/session/login': () => ({ token: 'tok' }),
    });
    const body = { username: 'demo01', password: 'Demo@1234', captcha: '', type: 'username' };
    await api.post('/wps/session/login', body, { encrypt: true });
    await api.post('/wps/session/login', body, { encrypt: true });
    const logins = sent.filter((s) => s.url === '/wps/session/login');
    expect(sent.filter((s) => s.url === '/wps/session/key/rsa')).toHaveLength(1);
    expect(logins).toHaveLength(2);
    const login = logins[0]!;
    expect(login.headers['Content-Type']).toBe('text/plain');
    expect(typeof login.body).toBe('string');
    expect(decryptBody(login.body as string, login.headers.Encryption as string, keys.privateKeyPem)).toMatchObject(body);
  });
});
