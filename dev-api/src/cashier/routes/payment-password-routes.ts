import { checkLoginPassword } from '../../auth/credentials.ts';
import { requireMemberCode, SECURITY_NOTICES, sendSecurityNotice, verifiedNumber } from '../../auth/member-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { secretField, textField } from '../../http/body-fields.ts';
import type { Route } from '../../server/route.ts';
import { cashierRoute } from '../guards.ts';
import {
  checkNewPaymentPassword,
  clearPinLock,
  hasPaymentPassword,
  savePaymentPassword,
  savePaymentPasswordHash,
  verifyPaymentPassword,
} from '../payment-password.ts';
import { hashPasswordAsync } from '../../crypto/passwords.ts';
import { recordSecurityEvent } from '../../protection/index.ts';

/** newPassword and confirmPassword of a set, change or reset: 6 digits, not obvious, the same twice. */
function newPin(body: Record<string, unknown>): string {
  const pin = secretField(body, 'newPassword');
  checkNewPaymentPassword(pin);
  if (pin !== secretField(body, 'confirmPassword')) throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');
  return pin;
}

export const paymentPasswordRoutes: Route[] = [
  cashierRoute('GET', '/wps/member/hasWithdrawalPassword', (ctx, member) => hasPaymentPassword(ctx.db, member.id)),
  // Set (none yet: { newPassword, confirmPassword }) or change ({ oldPassword, newPassword, confirmPassword }).
  cashierRoute('POST', '/wps/member/paymentPassword', async (ctx, member) => {
    const body = await ctx.readBody();
    const pin = newPin(body);
    if (hasPaymentPassword(ctx.db, member.id)) {
      const old = secretField(body, 'oldPassword');
      if (old === '') throw new ApiError(409, 'PAYMENT_PASSWORD_ALREADY_SET');
      await verifyPaymentPassword(ctx, member.id, old);
      if (old === pin) throw new ApiError(400, 'modify.new.old.same');
    }
    await savePaymentPassword(ctx.db, member.id, pin, ctx.now);
    recordSecurityEvent(ctx.db, member.id, 'pin', ctx.now);
    return true;
  }),
  // Forgotten: { loginPassword, verificationCode, newPassword, confirmPassword }. The login password counts with
  // login's own guesses and the code (purpose pinReset) is the second factor (decision 023); a reset lifts the
  // PIN's lock, since the PIN it guarded is gone.
  cashierRoute('POST', '/wps/member/paymentPassword/reset', async (ctx, member) => {
    const body = await ctx.readBody();
    const pin = newPin(body);
    const code = textField(body, 'verificationCode');
    // refused before any credential is looked at when there is no number to send a code to
    if (!verifiedNumber(ctx.db, member)) throw new ApiError(409, 'MOBILE_NOT_BOUND');
    if (!(await checkLoginPassword(ctx, member, secretField(body, 'loginPassword'))))
      throw new ApiError(400, 'LOGIN_PASSWORD_INCORRECT', { value: { field: 'loginPassword' } });
    requireMemberCode(ctx, member, 'pinReset', code, false);
    const hash = await hashPasswordAsync(pin);
    // spent after the hash (a full queue leaves it good) and in the same step as the write: of parallel resets one wins
    requireMemberCode(ctx, member, 'pinReset', code, true);
    savePaymentPasswordHash(ctx.db, member.id, hash, ctx.now);
    recordSecurityEvent(ctx.db, member.id, 'pin', ctx.now);
    clearPinLock(ctx, member.id);
    sendSecurityNotice(ctx.db, verifiedNumber(ctx.db, member), SECURITY_NOTICES.pinReset, ctx.now);
    return true;
  }),
];
