import { codeChallenge, pkceSupported, randomBase64Url, readIdTokenClaims } from './pkce.ts';

const b64url = (text: string) => Buffer.from(text).toString('base64url');

describe('PKCE helpers', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(pkceSupported()).toBe(true);
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 base64url characters, never the same twice', () => {
    const made = new Set(Array.from({ length: 50 }, () => randomBase64Url()));
    expect(made.size).toBe(50);
    for (const verifier of made) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomBase64Url(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('reads the claims of an ID token, names in Bengali included', () => {
    const token = `${b64url('{"alg":"ES256"}')}.${b64url(JSON.stringify({ nonce: 'n1', name: 'রহিম' }))}.sig`;
    expect(readIdTokenClaims(token)).toEqual({ nonce: 'n1', name: 'রহিম' });
  });

  it.each(['', 'a', 'a.%%%.c', `a.${b64url('not json')}.c`, `a.${b64url('"text"')}.c`])('reads nothing from %j', (token) => {
    expect(readIdTokenClaims(token)).toBeNull();
  });
});
