import { startSession } from '../auth/login-session.ts';
import { clientKey, countAttempt, refuseIfLocked } from '../auth/lockout.ts';
import { checkSmsCodeLimited } from '../auth/credentials.ts';
import { ApiError } from '../http/api-error.ts';
import { textField } from '../http/body-fields.ts';
import { findMemberByMobile } from '../members/member-repo.ts';
import { fullNumber, parseMobileNumber, type MobileNumber } from '../members/mobile-number.ts';
import type { RouteContext } from '../server/route.ts';
import { IdTokenError, verifyIdToken } from './id-token.ts';
import { PHONE_AUDIENCE, PHONE_ISSUER, phoneProvider } from './phone-provider.ts';

/**
 * The platform as the relying party of the phone-verification provider: registration and SMS login accept
 * the provider's ID token (firebaseChannel 'sms', firebaseIdToken) in place of the platform's own SMS code,
 * when the whitelabel switches it on (CONTRACT.md, third-party phone verification).
 */
const PHONE_PROVIDER_FLAG = 'FIREBASEPHONE3';

function required(fields: string[]): ApiError {
  return new ApiError(400, 'field_invalid', { value: { fields: fields.map((field) => ({ field, problem: 'required' })) } });
}

function refused(reason: string): ApiError {
  return new ApiError(400, 'PHONE_TOKEN_INVALID', { value: { field: 'verificationCode', reason } });
}

/** The E.164 number the token proves (signature, issuer, audience, expiry checked), or PHONE_TOKEN_INVALID. */
function provenPhoneNumber(ctx: RouteContext, token: string): string {
  try {
    const claims = verifyIdToken(token, phoneProvider(ctx.state).keys.jwks, {
      issuer: PHONE_ISSUER,
      audience: PHONE_AUDIENCE,
      now: ctx.now,
      leewaySeconds: 0,
    });
    if (!claims.phone_number) throw refused('no-phone-number');
    return claims.phone_number;
  } catch (error) {
    if (error instanceof IdTokenError) throw refused(error.reason);
    throw error;
  }
}

function provesNumber(proven: string, number: MobileNumber): boolean {
  if (proven === `+${fullNumber(number)}`) return true;
  throw new ApiError(400, 'PHONE_NUMBER_MISMATCH', { value: { field: 'mobileNum' } });
}

/** Reads firebaseChannel / firebaseIdToken; null when the request carries neither (the platform's own code then). */
function providerToken(ctx: RouteContext, body: Record<string, unknown>): string | null {
  const channel = textField(body, 'firebaseChannel');
  const token = textField(body, 'firebaseIdToken');
  if (!channel && !token) return null;
  if (!ctx.state.flags(ctx.merchant)[PHONE_PROVIDER_FLAG]) throw new ApiError(403, 'function.not.available');
  const missing = [channel !== 'sms' && 'firebaseChannel', !token && 'firebaseIdToken'].filter((field): field is string => Boolean(field));
  if (missing.length > 0) throw required(missing);
  return token;
}

export interface RegistrationPhoneProof {
  /** the provider proved the number: the number is verified whatever REGMOBVERF3 says */
  byProvider: boolean;
  /** the flags the field validation reads (no SMS code is asked for when the provider proved the number) */
  validationFlags(flags: Record<string, boolean>): Record<string, boolean>;
  /** true when the person holds the number; the platform's code is spent only with `consume` */
  proves(number: MobileNumber, code: string, consume: boolean): boolean;
}

/** How a registration proves its number: the provider's token when the payload carries one, else the SMS code. */
export function registrationPhoneProof(ctx: RouteContext, body: Record<string, unknown>): RegistrationPhoneProof {
  const token = providerToken(ctx, body);
  if (token === null)
    return {
      byProvider: false,
      validationFlags: (flags) => flags,
      proves: (number, code, consume) => checkSmsCodeLimited(ctx, ctx.merchant.code, 'register', number, code, consume),
    };
  const proven = provenPhoneNumber(ctx, token);
  return {
    byProvider: true,
    validationFlags: (flags) => ({ ...flags, REGMOBVERF3: false }),
    proves: (number) => provesNumber(proven, number),
  };
}

/** Login type 'firebase' with firebaseChannel 'sms': the member whose verified number the token proves. */
export function loginWithPhoneToken(ctx: RouteContext, body: Record<string, unknown>) {
  if (!ctx.state.flags(ctx.merchant).MOBILEVERCODELOGIN3) throw new ApiError(403, 'function.not.available');
  const mobileText = textField(body, 'firebaseMobileNo');
  if (!mobileText) throw required(['firebaseMobileNo']);
  const token = providerToken(ctx, body);
  if (token === null) throw required(['firebaseIdToken']);
  const number = parseMobileNumber(mobileText, textField(body, 'countryDialingCode'));
  if (!number) throw new ApiError(400, 'MOBILE_INVALID');
  const client = clientKey(ctx, 'login');
  refuseIfLocked(ctx, [client]);
  let proven: string;
  try {
    proven = provenPhoneNumber(ctx, token);
  } catch (error) {
    // forged or replayed-after-expiry tokens count against the client like wrong passwords
    countAttempt(ctx, [[client, ctx.state.limits.loginClient]]);
    throw error;
  }
  provesNumber(proven, number);
  // The token proves the person holds the number, so saying it has no account leaks nothing.
  const member = findMemberByMobile(ctx.db, ctx.merchant.code, number);
  if (member?.status !== 'active') throw new ApiError(400, 'USER_NOT_EXIST');
  return startSession(ctx, member, 'phone');
}
