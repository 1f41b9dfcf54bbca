import crypto from 'node:crypto';

/**
 * ID tokens of the simulated identity provider: compact JWS, ES256 (P-256), the shape Google's and
 * Firebase's ID tokens have. The key pair lives only as long as the dev API process, like a provider's
 * rotating signing key: a token from before a restart no longer verifies, which is what a relying party
 * must handle anyway. Verification reads only the public JWKS, as a relying party against a real provider does.
 */

/** Where the provider publishes its public keys (served by the dev API, relative to its origin). */
export const JWKS_PATH = '/dev-idp/.well-known/jwks.json';

export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  /** Seconds since the epoch, as in every JWT. */
  iat: number;
  exp: number;
  nonce?: string;
  email?: string;
  name?: string;
  phone_number?: string;
  firebase?: { sign_in_provider: string };
}

interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface Jwks {
  keys: PublicJwk[];
}

export interface IdTokenKeys {
  readonly kid: string;
  readonly jwks: Jwks;
  readonly privateKey: crypto.KeyObject;
}

export type IdTokenFailure =
  | 'malformed'
  | 'algorithm'
  | 'unknown-key'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not-yet-valid'
  | 'nonce';

export class IdTokenError extends Error {
  readonly reason: IdTokenFailure;
  constructor(reason: IdTokenFailure) {
    super(`id token rejected: ${reason}`);
    this.name = 'IdTokenError';
    this.reason = reason;
  }
}

export interface VerifyOptions {
  issuer: string;
  /** The client id(s) the token may be meant for. */
  audience: string | readonly string[];
  /** Milliseconds since the epoch (the dev API's ctx.now()). */
  now: number;
  /** When given, the token's nonce must equal it (the client that asked for the token checks this). */
  nonce?: string;
  /** Clock skew tolerated on exp and iat, in seconds. */
  leewaySeconds?: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function createIdTokenKeys(): IdTokenKeys {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const kid = crypto.randomBytes(8).toString('hex');
  return {
    kid,
    privateKey,
    jwks: { keys: [{ kty: 'EC', crv: 'P-256', x: x as string, y: y as string, kid, alg: 'ES256', use: 'sig' }] },
  };
}

export function signIdToken(keys: IdTokenKeys, claims: IdTokenClaims): string {
  const header = b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: keys.kid }));
  const payload = b64url(JSON.stringify(claims));
  // JWS wants the raw r||s pair (64 bytes), not the DER that node emits by default.
  const signature = crypto.sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: keys.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${payload}.${b64url(signature)}`;
}

function parsePart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new IdTokenError('malformed');
}

function readClaims(payload: Record<string, unknown>): IdTokenClaims {
  const { iss, aud, sub, iat, exp } = payload;
  if (typeof iss !== 'string' || typeof aud !== 'string' || typeof sub !== 'string' || sub === '') throw new IdTokenError('malformed');
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new IdTokenError('malformed');
  return payload as unknown as IdTokenClaims;
}

/** Checks signature, issuer, audience, lifetime (and nonce when asked); answers the claims or throws IdTokenError. */
export function verifyIdToken(token: string, jwks: Jwks, options: VerifyOptions): IdTokenClaims {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) throw new IdTokenError('malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parsePart(headerPart);
  // Pinning the algorithm closes the 'alg: none' and key-confusion holes.
  if (header.alg !== 'ES256') throw new IdTokenError('algorithm');
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new IdTokenError('unknown-key');
  const signature = Buffer.from(signaturePart, 'base64url');
  const valid =
    signature.length === 64 &&
    crypto.verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      { key: crypto.createPublicKey({ key: { ...jwk }, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      signature,
    );
  if (!valid) throw new IdTokenError('signature');
  const claims = readClaims(parsePart(payloadPart));
  if (claims.iss !== options.issuer) throw new IdTokenError('issuer');
  const audiences: readonly string[] = typeof options.audience === 'string' ? [options.audience] : options.audience;
  if (!audiences.includes(claims.aud)) throw new IdTokenError('audience');
  const nowSeconds = Math.floor(options.now / 1000);
  const leeway = options.leewaySeconds ?? 30;
  if (claims.exp + leeway <= nowSeconds) throw new IdTokenError('expired');
  if (claims.iat - leeway > nowSeconds) throw new IdTokenError('not-yet-valid');
  if (options.nonce !== undefined && claims.nonce !== options.nonce) throw new IdTokenError('nonce');
  return claims;
}
