import { CAPTCHA_COOKIE, consumeCaptcha } from '../auth/captcha-store.ts';
import { readFreshEncrypted } from '../auth/replay-guard.ts';
import { captchaRequired, clearLoginFailures, recordLoginFailure, type GuardSubject } from '../auth/login-guard.ts';
import { checkCredential, checkSmsCodeLimited, passwordCheck, refuseWhileLocked } from '../auth/credentials.ts';
import { startSession } from '../auth/login-session.ts';
import { deleteSession } from '../auth/session-store.ts';
import { hashPasswordAsync, NO_PASSWORD, randomToken, verifyPasswordAsync } from '../crypto/passwords.ts';
import { ApiError } from '../http/api-error.ts';
import { secretField, textField } from '../http/body-fields.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, insertMember, MEMBER_TYPE } from '../members/member-repo.ts';
import { parseMobileNumber } from '../members/mobile-number.ts';
import { loginWithSocialIdToken } from '../idp/social-login.ts';
import { session, type Route, type RouteContext } from '../server/route.ts';
import { forgetRememberedLogin } from './remember-routes.ts';
import { loginWithPhoneToken } from '../idp/phone-verification.ts';
import { refuseOnExcludedDevice } from '../protection/index.ts';

const CAPTCHA_FLAG = { captcha: true };
// Checked when the username is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummyHashOnce = () =>
  (dummyHash ??= hashPasswordAsync(randomToken(8)).catch((error: unknown) => {
    // a full queue is no reason to fail every later unknown-username login: try again next time
    dummyHash = null;
    throw error;
  }));

function fieldsMissing(fields: string[]): ApiError {
  return new ApiError(400, 'field_invalid', { value: { fields: fields.map((field) => ({ field, problem: 'required' })) } });
}

async function loginWithPassword(ctx: RouteContext, body: Record<string, unknown>) {
  const username = textField(body, 'username');
  const password = secretField(body, 'password');
  const missing = [!username && 'username', !password && 'password'].filter((field): field is string => Boolean(field));
  if (missing.length > 0) throw fieldsMissing(missing);

  const subject: GuardSubject = {
    merchantCode: ctx.merchant.code,
    username,
    captchaId: ctx.cookies[CAPTCHA_COOKIE] ?? null,
    ip: ctx.ip,
    ipFailuresBeforeCaptcha: ctx.state.limits.captchaAfterClientFailures,
  };
  // one count with every other check of this password (decision 023), whether or not the username exists
  const check = passwordCheck(ctx.merchant.code, username);
  // Locked: refused before the captcha and the password are looked at, so guessing on teaches nothing.
  refuseWhileLocked(ctx, check);
  if (captchaRequired(ctx.db, subject, ctx.now)) {
    const captcha = textField(body, 'captcha');
    if (!captcha) throw new ApiError(400, 'login_verify_required', { value: CAPTCHA_FLAG });
    if (!consumeCaptcha(ctx.db, ctx.cookies[CAPTCHA_COOKIE], captcha, ctx.now))
      throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { ...CAPTCHA_FLAG, field: 'captcha' } });
  }

  const member = findMemberByUsername(ctx.db, ctx.merchant.code, username);
  const hash = member?.password_hash ?? (await dummyHashOnce());
  const right = await checkCredential(ctx, check, async () => {
    const ok = member !== undefined && (await verifyPasswordAsync(password, hash));
    // a wrong password asks for a captcha next time (a refusal while locked judged nothing: no captcha)
    if (!ok) recordLoginFailure(ctx.db, subject, ctx.now);
    return ok;
  });
  if (!member || !right) throw new ApiError(400, 'LOGIN_FAILED', { value: CAPTCHA_FLAG });
  if (member.status !== 'active') throw new ApiError(400, 'USER_NOT_EXIST');
  clearLoginFailures(ctx.db, subject);
  return startSession(ctx, member, 'password');
}

function loginWithSms(ctx: RouteContext, body: Record<string, unknown>) {
  if (!ctx.state.flags(ctx.merchant).MOBILEVERCODELOGIN3) throw new ApiError(403, 'function.not.available');
  const mobileText = textField(body, 'mobileNum') || textField(body, 'mobileNo');
  const code = textField(body, 'verificationCode');
  const missing = [!mobileText && 'mobileNum', !code && 'verificationCode'].filter((field): field is string => Boolean(field));
  if (missing.length > 0) throw fieldsMissing(missing);
  const number = parseMobileNumber(mobileText, textField(body, 'countryDialingCode'));
  if (!number) throw new ApiError(400, 'MOBILE_INVALID');
  if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'noLogin', number, code, true))
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });
  // The code proves the person holds the number, so saying it has no account leaks nothing.
  const member = findMemberByMobile(ctx.db, ctx.merchant.code, number);
  if (member?.status !== 'active') throw new ApiError(400, 'USER_NOT_EXIST');
  return startSession(ctx, member, 'sms');
}

function logout(ctx: RouteContext) {
  deleteSession(ctx.db, session(ctx).token);
  forgetRememberedLogin(ctx, session(ctx).token);
  return true;
}

export const sessionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/session/key/rsa',
    handle: ({ state }) => state.keys.publicKeyPem,
  },
  {
    method: 'POST',
    path: '/wps/session/login',
    handle: async (ctx) => {
      const body = await readFreshEncrypted(ctx);
      const type = textField(body, 'type') || 'username';
      if (type === 'username') return loginWithPassword(ctx, body);
      if (type === 'sms') return loginWithSms(ctx, body);
      if (type === 'firebase' && textField(body, 'firebaseChannel') === 'sms') return loginWithPhoneToken(ctx, body);
      if (type === 'firebase') return loginWithSocialIdToken(ctx, body);
      throw new ApiError(403, 'function.not.available');
    },
  },
  { method: 'POST', path: '/wps/session/logout', auth: true, handle: logout },
  { method: 'DELETE', path: '/wps/session/logout', auth: true, handle: logout },
  {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    handle: (ctx) => {
      if (ctx.merchant.kind !== 'trial') throw new ApiError(400, 'merchant_mismatch');
      if (!ctx.state.flags(ctx.merchant).FREEPLAY3) throw new ApiError(403, 'function.not.available');
      // the same phone as a member on a break or self-excluded: no free play either (decision 033)
      refuseOnExcludedDevice(ctx, 'freePlay');
      let username = '';
      do username = `trial_${randomToken(3).slice(0, 5)}`;
      while (findMemberByUsername(ctx.db, ctx.merchant.code, username));
      const id = insertMember(
        ctx.db,
        {
          merchantCode: ctx.merchant.code,
          username,
          // A trial account lives only as long as its session and has no password: hashing a random one cost
          // a scrypt per call, which 100 calls turned into a stall (issue 13 finding 5).
          passwordHash: NO_PASSWORD,
          type: MEMBER_TYPE.trial,
          balancePaisa: 2000_00,
          registerMethod: 'H5',
        },
        ctx.now,
      );
      return startSession(ctx, findMemberById(ctx.db, id)!, 'freePlay');
    },
  },
];
