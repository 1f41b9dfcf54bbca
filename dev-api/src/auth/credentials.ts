import { verifyPasswordAsync } from '../crypto/passwords.ts';
import { ApiError } from '../http/api-error.ts';
import type { MemberRow } from '../members/member-repo.ts';
import { fullNumber, type MobileNumber } from '../members/mobile-number.ts';
import type { RouteContext } from '../server/route.ts';
import type { LimitRule } from './auth-limits.ts';
import { lockedError } from './lockout.ts';
import { checkSmsCode, type SmsPurpose } from './sms-codes.ts';

// The one limited path of every credential check (decision 023). A key names the credential and whose it is,
// never the route: a lockout earned on any route that checks a credential holds on all of them.

type Credential = 'password' | 'pin' | 'code';

export interface CredentialCheck {
  credential: Credential;
  /** whose: merchant and username (password), member id (pin), merchant and full number (code) */
  account: string;
  /** the refusal while locked; by default 429 TOO_MANY_ATTEMPTS with the retry time */
  locked?: (until: number) => ApiError;
}

function rules(ctx: RouteContext, credential: Credential): { account: LimitRule; client: LimitRule } {
  const limits = ctx.state.limits;
  if (credential === 'password') return { account: limits.loginAccount, client: limits.loginClient };
  if (credential === 'pin') return { account: limits.pinAccount, client: limits.pinClient };
  return { account: limits.codeAccount, client: limits.codeClient };
}

const accountKeyOf = (check: CredentialCheck) => `${check.credential}:acct:${check.account}`;
const clientKeyOf = (ctx: RouteContext, check: CredentialCheck) => `${check.credential}:ip:${ctx.ip}`;

/** Refuses while the credential is locked for this account or this client. */
export function refuseWhileLocked(ctx: RouteContext, check: CredentialCheck): void {
  const until = ctx.state.attempts.lockedUntil([accountKeyOf(check), clientKeyOf(ctx, check)], ctx.now);
  if (until !== null) throw (check.locked ?? ((at: number) => lockedError(ctx, at)))(until);
}

/** Settles a guess already judged: refused if locked meanwhile; a wrong one counted (and the lock thrown when it locks). */
function settle(ctx: RouteContext, check: CredentialCheck, right: boolean): boolean {
  // parallel guesses may have locked it while this one was judged: refused even when right
  refuseWhileLocked(ctx, check);
  if (right) {
    // the client's count stays: proving one's own credential must not buy guesses at others'
    ctx.state.attempts.clear(accountKeyOf(check));
    return true;
  }
  const { account, client } = rules(ctx, check.credential);
  let locked = ctx.state.attempts.record(accountKeyOf(check), account, ctx.now);
  locked = ctx.state.attempts.record(clientKeyOf(ctx, check), client, ctx.now) || locked;
  if (locked) refuseWhileLocked(ctx, check);
  return false;
}

/**
 * Judges a guess through the limits: refused while locked before anything is looked at (guessing on teaches
 * nothing), then `judge` (a hash on the password queue, say), then settled. False when wrong.
 */
export async function checkCredential(ctx: RouteContext, check: CredentialCheck, judge: () => Promise<boolean>): Promise<boolean> {
  refuseWhileLocked(ctx, check);
  return settle(ctx, check, await judge());
}

/** As checkCredential, for a judgement that needs no hash (a code): one step of the event loop. */
function checkCredentialNow(ctx: RouteContext, check: CredentialCheck, judge: () => boolean): boolean {
  refuseWhileLocked(ctx, check);
  return settle(ctx, check, judge());
}

/** Forgets the account's count (a credential replaced by a proven owner). */
export function clearCredential(ctx: RouteContext, check: CredentialCheck): void {
  ctx.state.attempts.clear(accountKeyOf(check));
}

/** Guesses left before the account's key locks (what a form may show). */
export function attemptsLeft(ctx: RouteContext, check: CredentialCheck): number {
  return ctx.state.attempts.remaining(accountKeyOf(check), rules(ctx, check.credential).account, ctx.now);
}

export const passwordCheck = (merchantCode: string, username: string): CredentialCheck => ({
  credential: 'password',
  account: `${merchantCode}:${username.toLowerCase()}`,
});

/** The member's login password, counted with login's own guesses (login, change password, PIN reset, security centre). */
export function checkLoginPassword(ctx: RouteContext, member: MemberRow, password: string): Promise<boolean> {
  return checkCredential(ctx, passwordCheck(member.merchant_code, member.username), () =>
    verifyPasswordAsync(password, member.password_hash),
  );
}

const codeCheck = (merchantCode: string, number: MobileNumber): CredentialCheck => ({
  credential: 'code',
  account: `${merchantCode}:+${fullNumber(number)}`,
});

/** A code the number already spent, sent again (a double tap): said as such, and counted as no guess. */
const codeAlreadyUsed = (field = 'verificationCode') => new ApiError(409, 'VERIFICATION_CODE_USED', { value: { field } });

/**
 * An SMS code for a number: right only when it is the live code of that purpose; spent only with `consume`, so a
 * form refused for another reason can be sent again with the same code. The code the number spent last, sent again
 * while still in its life, throws `409 VERIFICATION_CODE_USED` before anything is counted (issue 35 finding 7).
 */
export function checkSmsCodeLimited(
  ctx: RouteContext,
  merchantCode: string,
  purpose: SmsPurpose,
  number: MobileNumber,
  guess: string,
  consume: boolean,
  field = 'verificationCode',
): boolean {
  return checkCredentialNow(ctx, codeCheck(merchantCode, number), () => {
    const verdict = checkSmsCode(ctx.db, merchantCode, purpose, number, guess, ctx.now, consume);
    if (verdict === 'spent') throw codeAlreadyUsed(field);
    return verdict === 'right';
  });
}
