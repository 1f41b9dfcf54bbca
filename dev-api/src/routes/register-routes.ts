import { CAPTCHA_COOKIE, consumeCaptcha } from '../auth/captcha-store.ts';
import { readFreshEncrypted } from '../auth/replay-guard.ts';
import { startSession } from '../auth/login-session.ts';
import { registerSettings } from '../config/register-settings.ts';
import { hashPasswordAsync, randomToken } from '../crypto/passwords.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { textField } from '../http/body-fields.ts';
import {
  findAffiliate,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  MEMBER_TYPE,
} from '../members/member-repo.ts';
import type { MobileNumber } from '../members/mobile-number.ts';
import { savePendingMobile } from '../members/pending-mobile.ts';
import { updateProfile } from '../member-centre/security/profile-repo.ts';
import { validateRegistration, type RegisterMethod } from '../members/register-validation.ts';
import { registrationPhoneProof } from '../idp/phone-verification.ts';
import type { Route, RouteContext } from '../server/route.ts';
import { refuseNewAccountOfExcluded } from '../protection/index.ts';

const REGISTER_CHANNELS = new Set(['APP', 'H5', 'PWA', 'WEBCLIP']);
const MAX_HOST_LENGTH = 253;

/** A member who registers by phone without a username gets one made from the number. */
function usernameFromMobile(ctx: RouteContext, mobile: MobileNumber): string {
  let candidate = `bd${mobile.national}`.slice(0, 16);
  while (findMemberByUsername(ctx.db, ctx.merchant.code, candidate))
    candidate = `bd${mobile.national.slice(-8)}${randomToken(2).slice(0, 3)}`;
  return candidate;
}

type Flags = ReturnType<RouteContext['state']['flags']>;

/** The form, decrypted and checked field by field. */
async function readForm(ctx: RouteContext, method: RegisterMethod, flags: Flags) {
  const body = await readFreshEncrypted(ctx);
  const settings = registerSettings(flags);
  const phone = registrationPhoneProof(ctx, body);
  const { values, mobile, issues } = validateRegistration(body, method, settings, phone.validationFlags(flags));
  if (issues.length > 0) throw new ApiError(400, 'field_invalid', { value: { fields: issues } });
  if (values.password !== values.confirmPassword) throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');
  // a host name is at most 253 characters: anything longer is not the page's host (issue 13 finding 15)
  const registerUrl = textField(body, 'registerUrl') || textField(body, 'domain');
  if (registerUrl.length > MAX_HOST_LENGTH)
    throw new ApiError(400, 'field_invalid', {
      value: { fields: [{ field: 'registerUrl', problem: 'length', patternId: 'REGISTER_URL' }] },
    });
  return { body, settings, phone, values, mobile, registerUrl };
}

type Form = Awaited<ReturnType<typeof readForm>>;

function checkCaptcha(ctx: RouteContext, { settings, values }: Form): void {
  const captcha = settings.captcha!;
  if (captcha.enabled && (captcha.required || values.captcha !== '')) {
    if (!consumeCaptcha(ctx.db, ctx.cookies[CAPTCHA_COOKIE], values.captcha, ctx.now))
      throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'captcha', captcha: true } });
  }
}

/** The agent whose invitation code the form gives, or none without one. */
function uplineOf(ctx: RouteContext, affiliateCode: string): number | null {
  if (!affiliateCode) return null;
  const affiliate = findAffiliate(ctx.db, ctx.merchant.code, affiliateCode);
  if (!affiliate) throw new ApiError(400, 'INVITATION_CODE_INVALID');
  return affiliate.agent_id;
}

/** The member written, once what parallel requests may have taken meanwhile is checked again; its id. */
function createMember(
  ctx: RouteContext,
  { body, phone, values, mobile, registerUrl }: Form,
  member: { username: string; passwordHash: string; verified: boolean; uplineId: number | null },
): number {
  const { username, verified } = member;
  const registerMethod = textField(body, 'registerMethod').toUpperCase();
  return inTransaction(ctx.db, () => {
    if (findMemberByUsername(ctx.db, ctx.merchant.code, username)) throw new ApiError(409, 'USERNAME_EXISTS');
    if (verified) {
      if (findMemberByMobile(ctx.db, ctx.merchant.code, mobile!)) throw new ApiError(409, 'MOBILE_EXISTS');
      // Spent last, so a form rejected above can be fixed and resent with the same SMS code.
      if (!phone.proves(mobile!, values.verificationCode, true))
        throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });
    }
    const id = insertMember(
      ctx.db,
      {
        merchantCode: ctx.merchant.code,
        username,
        passwordHash: member.passwordHash,
        // The payload's `type` is always 0 and is not trusted anyway.
        type: MEMBER_TYPE.member,
        nickname: values.nickname || null,
        email: values.email || null,
        mobile: verified ? mobile : null,
        uplineId: member.uplineId,
        registerMethod: REGISTER_CHANNELS.has(registerMethod) ? registerMethod : 'H5',
        registerUrl: registerUrl || null,
        affiliateCode: values.affiliateCode || null,
        recommenderId: values.recommenderId || null,
      },
      ctx.now,
    );
    if (mobile && !verified) savePendingMobile(ctx.db, id, mobile, ctx.now);
    if (verified) updateProfile(ctx.db, id, { mobile_verified: 1 }, ctx.now);
    return id;
  });
}

async function register(ctx: RouteContext, method: RegisterMethod) {
  if (ctx.merchant.kind !== 'main') throw new ApiError(400, 'merchant_mismatch');
  const flags = ctx.state.flags(ctx.merchant);
  const methodFlag = method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
  if (!flags.REGISTER3 || !flags[methodFlag]) throw new ApiError(403, 'function.not.available');

  const form = await readForm(ctx, method, flags);
  const { phone, values, mobile } = form;
  checkCaptcha(ctx, form);

  // no new account on a device an excluded member used, nor with their number (verified or not, any spelling) or
  // e-mail (its canonical form): the break covers the person (decision 033, issue 35 finding 1)
  refuseNewAccountOfExcluded(ctx, 'register', mobile ?? null, values.email || null, values.username || undefined);

  const uplineId = uplineOf(ctx, values.affiliateCode);
  const username = values.username || (mobile ? usernameFromMobile(ctx, mobile) : '');
  if (findMemberByUsername(ctx.db, ctx.merchant.code, username)) throw new ApiError(409, 'USERNAME_EXISTS');
  // Only a number proved by its code is bound to the account (issue 13 finding 4); any other is kept as pending.
  const verified = method === 'mobile' && (flags.REGMOBVERF3 === true || phone.byProvider);
  if (verified) {
    if (!phone.proves(mobile!, values.verificationCode, false))
      throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });
    // Told only to the holder of the number's code: a stranger learns nothing about who has an account.
    if (findMemberByMobile(ctx.db, ctx.merchant.code, mobile!)) throw new ApiError(409, 'MOBILE_EXISTS');
  }

  // Without MOBILENUMPASSREG3 a phone member has no password and logs in by SMS code. Hashed on the password
  // queue before the (synchronous) transaction, which then checks again what parallel requests may have taken.
  const passwordHash = await hashPasswordAsync(values.password || randomToken(16));
  const memberId = createMember(ctx, form, { username, passwordHash, verified, uplineId });
  return startSession(ctx, findMemberById(ctx.db, memberId)!, 'register');
}

export const registerRoutes: Route[] = [
  { method: 'PUT', path: '/wps/member/register', handle: (ctx) => register(ctx, 'username') },
  { method: 'PUT', path: '/wps/member/register/mobile', handle: (ctx) => register(ctx, 'mobile') },
];
