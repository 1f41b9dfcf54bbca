import { clientKey, countAttempt, refuseIfLocked } from '../auth/lockout.ts';
import { startSession } from '../auth/login-session.ts';
import { NO_PASSWORD, randomToken } from '../crypto/passwords.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { textField } from '../http/body-fields.ts';
import { findMemberById, findMemberByUsername, insertMember, MEMBER_TYPE } from '../members/member-repo.ts';
import type { RouteContext } from '../server/route.ts';
import { identityProvider } from './authorization-codes.ts';
import { CLIENT_IDS, DEV_IDP_ISSUER, isSocialProvider, SIGN_IN_PROVIDER, type SocialProvider } from './idp-config.ts';
import { type IdTokenClaims, IdTokenError, verifyIdToken } from './id-token.ts';
import { linkedMemberId, linkMember } from './social-links.ts';
import { refuseNewAccountOfExcluded } from '../protection/index.ts';

// The platform's side of a social sign-in (login type 'firebase'): the provider's ID token proves who the
// player is; the member linked to that account signs in, or the first sign-in creates one.

/** The whitelabel flag that offers each provider's button (spec section 2). */
const PROVIDER_FLAGS: Record<SocialProvider, string> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};

const USERNAME_BASE_LENGTH = 10;

/** A username in the register rule (6-16 letters or digits) from the e-mail's local part or the name. */
function usernameFor(ctx: RouteContext, claims: IdTokenClaims, provider: SocialProvider): string {
  const source = claims.email?.split('@')[0] || claims.name || '';
  const letters = source
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, USERNAME_BASE_LENGTH);
  // a name in Bengali script leaves nothing: the provider's name stands in
  const base = letters.length >= 2 ? letters : provider;
  let candidate: string;
  do candidate = `${base}${Number.parseInt(randomToken(2), 16) % 10_000}`.padEnd(6, '0');
  while (findMemberByUsername(ctx.db, ctx.merchant.code, candidate));
  return candidate;
}

function verify(ctx: RouteContext, provider: SocialProvider, idToken: string): IdTokenClaims {
  // In-process read of the provider's JWKS: a real platform fetches (and caches) the provider's jwks_uri.
  const claims = verifyIdToken(idToken, identityProvider(ctx.state).keys.jwks, {
    issuer: DEV_IDP_ISSUER,
    audience: CLIENT_IDS[provider],
    now: ctx.now,
  });
  if (claims.firebase?.sign_in_provider !== SIGN_IN_PROVIDER[provider]) throw new IdTokenError('audience');
  return claims;
}

/** The member for a provider's account: the linked one, else a new member without a password. */
function memberFor(ctx: RouteContext, provider: SocialProvider, claims: IdTokenClaims): number {
  const linked = linkedMemberId(ctx.db, ctx.merchant.code, provider, claims.sub);
  if (linked !== null) return linked;
  // a first sign-in opens an account: not on an excluded player's device, nor with their e-mail (issue 35 finding 1)
  refuseNewAccountOfExcluded(ctx, 'socialRegister', null, claims.email ?? null);
  const username = usernameFor(ctx, claims, provider);
  return inTransaction(ctx.db, () => {
    // a parallel first sign-in of the same account may have created it meanwhile
    const raced = linkedMemberId(ctx.db, ctx.merchant.code, provider, claims.sub);
    if (raced !== null) return raced;
    if (findMemberByUsername(ctx.db, ctx.merchant.code, username)) throw new ApiError(409, 'USERNAME_EXISTS');
    const id = insertMember(
      ctx.db,
      {
        merchantCode: ctx.merchant.code,
        username,
        // signs in only through the provider until the member sets a password
        passwordHash: NO_PASSWORD,
        type: MEMBER_TYPE.member,
        nickname: claims.name?.slice(0, 32) || null,
        email: claims.email ?? null,
        registerMethod: 'H5',
      },
      ctx.now,
    );
    linkMember(ctx.db, ctx.merchant.code, provider, claims.sub, id, ctx.now);
    return id;
  });
}

/** POST /wps/session/login with type 'firebase' and a social provider as firebaseChannel. */
export function loginWithSocialIdToken(ctx: RouteContext, body: Record<string, unknown>) {
  const provider = textField(body, 'firebaseChannel');
  const idToken = textField(body, 'firebaseIdToken');
  if (!isSocialProvider(provider) || ctx.merchant.kind !== 'main' || !ctx.state.flags(ctx.merchant)[PROVIDER_FLAGS[provider]])
    throw new ApiError(403, 'function.not.available');
  if (!idToken) throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'firebaseIdToken', problem: 'required' }] } });
  const client = clientKey(ctx, 'login');
  refuseIfLocked(ctx, [client]);
  let claims: IdTokenClaims;
  try {
    claims = verify(ctx, provider, idToken);
  } catch (error) {
    if (!(error instanceof IdTokenError)) throw error;
    // a stream of forged tokens counts like wrong passwords from this client
    countAttempt(ctx, [[client, ctx.state.limits.loginClient]]);
    throw new ApiError(400, 'ID_TOKEN_INVALID');
  }
  const member = findMemberById(ctx.db, memberFor(ctx, provider, claims));
  if (member?.status !== 'active') throw new ApiError(400, 'USER_NOT_EXIST');
  return startSession(ctx, member, 'social');
}
