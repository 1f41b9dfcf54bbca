// The browser's half of an OAuth 2.0 authorization code flow with PKCE (RFC 7636) and OIDC's nonce.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A random base64url string of `bytes` random bytes (32 bytes: a 43-character PKCE verifier). */
export function randomBase64Url(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** False where the page is not a secure context (plain http on a public name): no SHA-256 there. */
export const pkceSupported = () => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/**
 * The claims of an ID token, read without checking its signature: the site only compares the nonce it
 * sent; the platform verifies the signature, issuer, audience and lifetime. Null when unreadable.
 */
export function readIdTokenClaims(idToken: string): Record<string, unknown> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
