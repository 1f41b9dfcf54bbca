import { CALLBACK_PATH, DEV_IDP_ISSUER } from './idp-config.ts';
import { verifyIdToken, type Jwks } from './id-token.ts';
import { CODE_TTL_MS } from './authorization-codes.ts';
import { authorizeQuery, browserFetch, consent, exchange, pkceStart, requestHandle } from '../test-support/idp-flow.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('file');

const get = (path: string) => browserFetch(server.url, path);

describe('the simulated identity provider', () => {
  it('publishes its discovery document and keys', async () => {
    const discovery = await (await get('/dev-idp/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({ issuer: DEV_IDP_ISSUER, code_challenge_methods_supported: ['S256'] });
    const jwks = (await (await get('/dev-idp/.well-known/jwks.json')).json()) as Jwks;
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows a consent page in the asked language under its own policy, then sends a code back', async () => {
    const start = pkceStart();
    const page = await get(`/dev-idp/authorize?${authorizeQuery('google', start, { ui_locales: 'en' })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:8080");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Continue as Rahim Uddin');
    expect(html).toContain('localhost:8080 wants to know');

    const back = await consent(server.url, 'google', start, '1');
    expect(`${back.origin}${back.pathname}`).toBe(`http://localhost:8080${CALLBACK_PATH}`);
    expect(back.searchParams.get('state')).toBe(start.state);
    const { status, body } = await exchange(server.url, 'google', start, back.searchParams.get('code')!);
    expect(status).toBe(200);
    const jwks = (await (await get('/dev-idp/.well-known/jwks.json')).json()) as Jwks;
    const claims = verifyIdToken(body.id_token!, jwks, {
      issuer: DEV_IDP_ISSUER,
      audience: 'wl-mobile-google',
      now: server.clock.now(),
      nonce: start.nonce,
    });
    expect(claims).toMatchObject({ sub: '117730455521907733151', name: 'Rahim Uddin', firebase: { sign_in_provider: 'google.com' } });
  });

  it('speaks Bengali by default', async () => {
    const html = await (await get(`/dev-idp/authorize?${authorizeQuery('telegram', pkceStart())}`)).text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('Nusrat Jahan হিসেবে চালিয়ে যান');
  });

  it('sends access_denied with the state back when the player cancels', async () => {
    const start = pkceStart();
    const back = await consent(server.url, 'facebook', start, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(start.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong code_verifier, and the code is spent by the attempt', async () => {
    const start = pkceStart();
    const code = (await consent(server.url, 'google', start, '0')).searchParams.get('code')!;
    const wrong = await exchange(server.url, 'google', start, code, pkceStart().verifier);
    expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    expect((await exchange(server.url, 'google', start, code)).body.error).toBe('invalid_grant');
  });

  it('refuses a code used twice', async () => {
    const start = pkceStart();
    const code = (await consent(server.url, 'google', start, '0')).searchParams.get('code')!;
    expect((await exchange(server.url, 'google', start, code)).status).toBe(200);
    expect((await exchange(server.url, 'google', start, code)).body.error).toBe('invalid_grant');
  });

  it('refuses a code after 60 seconds', async () => {
    const start = pkceStart();
    const code = (await consent(server.url, 'google', start, '0')).searchParams.get('code')!;
    server.clock.advance(CODE_TTL_MS);
    expect((await exchange(server.url, 'google', start, code)).body.error).toBe('invalid_grant');
  });

  it('refuses a code exchanged for another redirect_uri or client', async () => {
    const start = pkceStart();
    const code = (await consent(server.url, 'google', start, '0')).searchParams.get('code')!;
    const elsewhere = { ...start, redirectUri: `http://127.0.0.1:9999${CALLBACK_PATH}` };
    expect((await exchange(server.url, 'google', elsewhere, code)).body.error).toBe('invalid_grant');
    const other = pkceStart();
    const second = (await consent(server.url, 'google', other, '0')).searchParams.get('code')!;
    expect((await exchange(server.url, 'facebook', other, second)).body.error).toBe('invalid_grant');
  });

  it.each([
    ['an unregistered host', 'https://evil.example/m/socialCallback'],
    ['another path', 'http://localhost:8080/m/home'],
    ['a query on the callback', `http://localhost:8080${CALLBACK_PATH}?next=//evil.example`],
    ['a user part', `http://evil@localhost:8080${CALLBACK_PATH}`],
  ])('never redirects to %s', async (_name, redirectUri) => {
    const page = await get(`/dev-idp/authorize?${authorizeQuery('google', pkceStart(redirectUri))}`);
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('redirect_uri');
  });

  it('refuses an unknown client or a provider that is not the client’s', async () => {
    const start = pkceStart();
    expect((await get(`/dev-idp/authorize?${authorizeQuery('google', start, { client_id: 'nobody' })}`)).status).toBe(400);
    expect((await get(`/dev-idp/authorize?${authorizeQuery('google', start, { provider: 'facebook' })}`)).status).toBe(400);
  });

  it('sends invalid_request back for a request without PKCE, state or nonce', async () => {
    const broken: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
      { nonce: '' },
      { scope: 'email' },
    ];
    for (const extra of broken) {
      const start = pkceStart();
      const reply = await get(`/dev-idp/authorize?${authorizeQuery('google', start, extra)}`);
      expect(reply.status).toBe(303);
      expect(new URL(reply.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('answers a consent form only once', async () => {
    const html = await (await get(`/dev-idp/authorize?${authorizeQuery('google', pkceStart())}`)).text();
    const post = () =>
      browserFetch(server.url, '/dev-idp/authorize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: requestHandle(html), choice: '0' }).toString(),
      });
    expect((await post()).status).toBe(303);
    const again = await post();
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('মেয়াদ শেষ');
  });
});
