import { createIdTokenKeys, type IdTokenClaims, IdTokenError, signIdToken, verifyIdToken } from './id-token.ts';

const keys = createIdTokenKeys();
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const nowSeconds = NOW / 1000;
const claims: IdTokenClaims = {
  iss: 'http://127.0.0.1:4000/dev-idp',
  aud: 'wl-mobile-google',
  sub: 'google-1001',
  iat: nowSeconds,
  exp: nowSeconds + 600,
  nonce: 'n-0S6_WzA2Mj',
  email: 'rahim@example.test',
  name: 'রহিম Rahim',
  firebase: { sign_in_provider: 'google.com' },
};
const options = { issuer: claims.iss, audience: claims.aud, now: NOW };

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

function tamperPayload(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claimsIn = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return [header, Buffer.from(JSON.stringify({ ...claimsIn, ...change })).toString('base64url'), signature].join('.');
}

describe('id token', () => {
  it('round-trips the claims, unicode name included', () => {
    const token = signIdToken(keys, claims);
    expect(verifyIdToken(token, keys.jwks, { ...options, nonce: claims.nonce })).toEqual(claims);
  });

  it('publishes a public JWKS without the private part', () => {
    expect(keys.jwks.keys).toHaveLength(1);
    expect(keys.jwks.keys[0]).toEqual(expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: keys.kid }));
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('carries the ES256 header with the key id', () => {
    const header = JSON.parse(Buffer.from(signIdToken(keys, claims).split('.')[0] as string, 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: keys.kid });
  });

  it('rejects a changed payload (signature)', () => {
    const token = tamperPayload(signIdToken(keys, claims), { sub: 'google-9999' });
    expect(reasonOf(() => verifyIdToken(token, keys.jwks, options))).toBe('signature');
  });

  it('rejects a token signed by another key with the same kid', () => {
    const other = createIdTokenKeys();
    const forged = signIdToken({ ...other, kid: keys.kid }, claims);
    expect(reasonOf(() => verifyIdToken(forged, keys.jwks, options))).toBe('signature');
  });

  it('rejects a key id the JWKS does not list', () => {
    expect(reasonOf(() => verifyIdToken(signIdToken(createIdTokenKeys(), claims), keys.jwks, options))).toBe('unknown-key');
  });

  it('rejects alg none', () => {
    const [, payload] = signIdToken(keys, claims).split('.') as [string, string];
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: keys.kid })).toString('base64url');
    expect(reasonOf(() => verifyIdToken(`${header}.${payload}.AAAA`, keys.jwks, options))).toBe('algorithm');
  });

  it.each(['', 'a.b', 'a.b.c.d', 'not a token', '!!.??.**'])('rejects the malformed token %j', (token) => {
    expect(reasonOf(() => verifyIdToken(token, keys.jwks, options))).toBe('malformed');
  });

  it('rejects the wrong issuer, audience and nonce', () => {
    const token = signIdToken(keys, claims);
    expect(reasonOf(() => verifyIdToken(token, keys.jwks, { ...options, issuer: 'https://evil.test' }))).toBe('issuer');
    expect(reasonOf(() => verifyIdToken(token, keys.jwks, { ...options, audience: 'other-app' }))).toBe('audience');
    expect(reasonOf(() => verifyIdToken(token, keys.jwks, { ...options, nonce: 'other' }))).toBe('nonce');
  });

  it('accepts any of several audiences', () => {
    const token = signIdToken(keys, claims);
    expect(verifyIdToken(token, keys.jwks, { ...options, audience: ['x', claims.aud] }).sub).toBe(claims.sub);
  });

  it('honours exp and iat with 30 s of leeway', () => {
    const token = signIdToken(keys, claims);
    const at = (seconds: number) => () => verifyIdToken(token, keys.jwks, { ...options, now: seconds * 1000 });
    expect(reasonOf(at(claims.exp + 29))).toBe('accepted');
    expect(reasonOf(at(claims.exp + 30))).toBe('expired');
    expect(reasonOf(at(claims.iat - 30))).toBe('accepted');
    expect(reasonOf(at(claims.iat - 31))).toBe('not-yet-valid');
  });

  it('rejects a token without sub or with non-numeric times', () => {
    const unsigned = { ...claims } as Record<string, unknown>;
    delete unsigned.sub;
    expect(reasonOf(() => verifyIdToken(signIdToken(keys, unsigned as unknown as IdTokenClaims), keys.jwks, options))).toBe('malformed');
    const stringExp = { ...claims, exp: '9999999999' } as unknown as IdTokenClaims;
    expect(reasonOf(() => verifyIdToken(signIdToken(keys, stringExp), keys.jwks, options))).toBe('malformed');
  });
});
