import { verifyPasswordAsync } from '../../crypto/passwords.ts';
import { ApiError } from '../../http/api-error.ts';
import { secretField } from '../../http/body-fields.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { cashierError } from '../cashier-errors.ts';
import { cashierRoute } from '../guards.ts';
import { checkNewPaymentPassword, hasPaymentPassword, savePaymentPassword, verifyPaymentPassword } from '../payment-password.ts';

/** newPassword and confirmPassword of a set, change or reset: 6 digits, not obvious, the same twice. */
function newPin(ctx: RouteContext, body: Record<string, unknown>): string {
  const pin = secretField(body, 'newPassword');
  checkNewPaymentPassword(pin, ctx.language);
  if (pin !== secretField(body, 'confirmPassword')) throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');
  return pin;
}

export const paymentPasswordRoutes: Route[] = [
  cashierRoute('GET', '/wps/member/hasWithdrawalPassword', (ctx, member) => hasPaymentPassword(ctx.db, member.id)),
  // Set (none yet: { newPassword, confirmPassword }) or change ({ oldPassword, newPassword, confirmPassword }).
  cashierRoute('POST', '/wps/member/paymentPassword', async (ctx, member) => {
    const body = await ctx.readBody();
    const pin = newPin(ctx, body);
    if (hasPaymentPassword(ctx.db, member.id)) {
      const old = secretField(body, 'oldPassword');
      if (old === '') throw cashierError(409, 'PAYMENT_PASSWORD_ALREADY_SET', ctx.language);
      await verifyPaymentPassword(ctx.db, member.id, old, ctx.now, ctx.language);
      if (old === pin) throw new ApiError(400, 'modify.new.old.same');
    }
    await savePaymentPassword(ctx.db, member.id, pin, ctx.now);
    return true;
  }),
  // Forgotten: { loginPassword, newPassword, confirmPassword }; also lifts a lock.
  cashierRoute('POST', '/wps/member/paymentPassword/reset', async (ctx, member) => {
    const body = await ctx.readBody();
    const pin = newPin(ctx, body);
    if (!(await verifyPasswordAsync(secretField(body, 'loginPassword'), member.password_hash)))
      throw cashierError(400, 'LOGIN_PASSWORD_INCORRECT', ctx.language);
    await savePaymentPassword(ctx.db, member.id, pin, ctx.now);
    return true;
  }),
];
