import crypto from 'node:crypto';
import { CLIENT_IDS, DEV_IDP_ISSUER, SIGN_IN_PROVIDER, type SocialProvider, type TestIdentity } from './idp-config.ts';
import { createIdTokenKeys, type IdTokenClaims, type IdTokenKeys, signIdToken } from './id-token.ts';
import { perDevApi } from './provider-state.ts';

/** An authorization request the consent page shows, until the player answers it. */
export interface AuthorizationRequest {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

interface Pending<T> {
  value: T;
  expiresAt: number;
}

interface IssuedCode {
  request: AuthorizationRequest;
  identity: TestIdentity;
}

export interface IdentityProvider {
  keys: IdTokenKeys;
  requests: Map<string, Pending<AuthorizationRequest>>;
  codes: Map<string, Pending<IssuedCode>>;
}

/** The consent page may stay open a while; a code must be spent at once (RFC 6749 advises at most 10 min). */
const REQUEST_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 3600;
// Pending entries live in memory; a flood of unanswered requests must not grow it without end.
const MAX_PENDING = 2000;

/** A base64url string of the length RFC 7636 allows for a verifier or an S256 challenge. */
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The provider of one dev API: its signing key is made with it and dies with the process. */
export const identityProvider = perDevApi<IdentityProvider>(() => ({ keys: createIdTokenKeys(), requests: new Map(), codes: new Map() }));

const newHandle = () => crypto.randomBytes(24).toString('base64url');

function put<T>(map: Map<string, Pending<T>>, value: T, expiresAt: number, now: number): string {
  for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
  // Maps iterate in insertion order: the oldest entry goes first.
  while (map.size >= MAX_PENDING) map.delete(map.keys().next().value as string);
  const handle = newHandle();
  map.set(handle, { value, expiresAt });
  return handle;
}

/** Takes an entry out (one use); undefined when unknown, already taken or expired. */
function take<T>(map: Map<string, Pending<T>>, handle: unknown, now: number): T | undefined {
  if (typeof handle !== 'string') return undefined;
  const entry = map.get(handle);
  if (!entry) return undefined;
  map.delete(handle);
  return entry.expiresAt > now ? entry.value : undefined;
}

export const openRequest = (idp: IdentityProvider, request: AuthorizationRequest, now: number) =>
  put(idp.requests, request, now + REQUEST_TTL_MS, now);

export const takeRequest = (idp: IdentityProvider, id: unknown, now: number) => take(idp.requests, id, now);

export const issueCode = (idp: IdentityProvider, request: AuthorizationRequest, identity: TestIdentity, now: number) =>
  put(idp.codes, { request, identity }, now + CODE_TTL_MS, now);

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** An OAuth token-endpoint error (RFC 6749 section 5.2). */
export class TokenError extends Error {
  readonly error: 'invalid_request' | 'invalid_grant' | 'invalid_client' | 'unsupported_grant_type';
  constructor(error: TokenError['error'], description: string) {
    super(description);
    this.error = error;
  }
}

export interface CodeRedemption {
  grant_type?: unknown;
  code?: unknown;
  client_id?: unknown;
  redirect_uri?: unknown;
  code_verifier?: unknown;
}

/** Exchanges a code for an ID token: the code is spent by the first attempt, whether it succeeds or not. */
export function redeemCode(idp: IdentityProvider, form: CodeRedemption, now: number): string {
  if (form.grant_type !== 'authorization_code') throw new TokenError('unsupported_grant_type', 'grant_type must be authorization_code');
  if (typeof form.code !== 'string' || typeof form.code_verifier !== 'string')
    throw new TokenError('invalid_request', 'code and code_verifier are required');
  const issued = take(idp.codes, form.code, now);
  if (!issued) throw new TokenError('invalid_grant', 'the code is unknown, used or expired');
  const { request, identity } = issued;
  if (form.client_id !== request.clientId) throw new TokenError('invalid_grant', 'the code was issued to another client');
  if (form.redirect_uri !== request.redirectUri)
    throw new TokenError('invalid_grant', 'redirect_uri differs from the authorization request');
  const proof = PKCE_VERIFIER.test(form.code_verifier) ? s256(form.code_verifier) : '';
  const matches =
    proof.length === request.codeChallenge.length && crypto.timingSafeEqual(Buffer.from(proof), Buffer.from(request.codeChallenge));
  if (!matches) throw new TokenError('invalid_grant', 'code_verifier does not match the code_challenge');
  const iat = Math.floor(now / 1000);
  const claims: IdTokenClaims = {
    iss: DEV_IDP_ISSUER,
    aud: CLIENT_IDS[request.provider],
    sub: identity.sub,
    iat,
    exp: iat + ID_TOKEN_TTL_S,
    nonce: request.nonce,
    name: identity.name,
    ...(identity.email ? { email: identity.email } : {}),
    firebase: { sign_in_provider: SIGN_IN_PROVIDER[request.provider] },
  };
  return signIdToken(idp.keys, claims);
}
