import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestServer } from '../test-support/use-test-server.ts';
import { createDevApi } from './create-dev-api.ts';

const server = useTestServer('file');

describe('envelope and headers', () => {
  it('answers success as { success: true, value } with JSON and no-store', async () => {
    const reply = await server.client().get('/wps/system/country');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.success).toBe(true);
    expect(Array.isArray(reply.body.value)).toBe(true);
  });

  it('answers an unknown route with 404 not_found JSON', async () => {
    const reply = await server.client().get('/wps/nothing/here');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual({ success: false, errorCode: 'not_found', message: 'Requested URL not found' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const reply = await server.client().call('PUT', '/wps/system/status');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET');
    expect(reply.body.errorCode).toBe('method_not_allowed');
  });

  it('ignores a trailing slash', async () => {
    expect((await server.client().get('/wps/system/country/')).status).toBe(200);
  });

  it('requires a Merchant header on platform routes and knows its merchants', async () => {
    const missing = await server.client({ Language: 'EN' }).get('/wps/system/status');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'merchant_required' });
    const unknown = await server.client({ Merchant: 'NOPE', Language: 'EN' }).get('/wps/system/status');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('merchant_unknown');
    expect((await server.client({ Merchant: 'bdwl_trial' }).get('/wps/system/status')).status).toBe(200);
  });

  it('writes messages in the Language header, Bengali by default', async () => {
    const bn = await server.client({}).get('/wps/system/status');
    expect(bn.body.message).toBe('মার্চেন্ট হেডার প্রয়োজন');
    const en = await server.client({ Language: 'EN' }).get('/wps/system/status');
    expect(en.body.message).toBe('Merchant header is required');
  });

  it('answers malformed or missing JSON with 400, never an HTML page', async () => {
    const client = server.client();
    const malformed = await client.post('/wps/verification/sms/noLogin', {
      raw: '{"mobileNum": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('request_body_invalid');
    const array = await client.post('/wps/verification/sms/noLogin', { json: [1, 2] });
    expect(array.body.errorCode).toBe('request_body_invalid');
    const empty = await client.post('/wps/verification/sms/noLogin', { headers: { 'Content-Type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('request_body_required');
  });

  it('answers 401 login.not.session on protected routes without a valid token', async () => {
    const client = server.client();
    for (const path of ['/wps/member/info', '/wps/wallets/balance', '/wps/relay/CSP_unreadCount']) {
      const none = await client.get(path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ success: false, errorCode: 'login.not.session', message: 'account logged out, log in again' });
      const bogus = await client.get(path, { token: 'f'.repeat(64) });
      expect(bogus.status).toBe(401);
    }
  });

  it('answers a CORS preflight of a listed origin (a dev server) and reflects it with credentials', async () => {
    process.env.CORS_ORIGINS = 'http://localhost:3001';
    const preflight = await fetch(`${server.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3001', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Encryption');
    const reply = await server.client({ Merchant: 'BDWL', Origin: 'http://localhost:3001' }).get('/wps/system/country');
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    delete process.env.CORS_ORIGINS;
  });
});

describe('createDevApi().handle', () => {
  it('resolves false for paths it does not own, so a host can serve them', async () => {
    const api = createDevApi({ dbFile: ':memory:' });
    const host = http.createServer((req, res) => {
      void api.handle(req, res).then((handled) => {
        if (!handled) {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end('<html>site</html>');
        }
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/m/home`)).text()).toBe('<html>site</html>');
      expect(await (await fetch(`${base}/wpsx/anything`)).text()).toBe('<html>site</html>');
      const api404 = await fetch(`${base}/lgw/games/mobile`, { headers: { Merchant: 'BDWL' } });
      expect(api404.status).toBe(404);
      expect(((await api404.json()) as { errorCode: string }).errorCode).toBe('not_found');
    } finally {
      host.close();
      api.close();
    }
  });
});

describe('/assets/', () => {
  it('serves generated SVG artwork, cacheable, and 404 JSON for unknown art', async () => {
    const reply = await fetch(`${server.url}/assets/img/promo/invite-friends.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/svg+xml');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await reply.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="690" height="280"/);
    const missing = await fetch(`${server.url}/assets/img/poster/x.svg`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errorCode: string }).errorCode).toBe('not_found');
  });
});
