import { checkLoginPassword, checkSmsCodeLimited } from '../auth/credentials.ts';
import { deleteOtherSessions } from '../auth/session-store.ts';
import { checkField, registerSettings } from '../config/register-settings.ts';
import { hashPasswordAsync, verifyPasswordAsync } from '../crypto/passwords.ts';
import { ApiError } from '../http/api-error.ts';
import { secretField, textField } from '../http/body-fields.ts';
import { findMemberByMobile, MEMBER_TYPE, setPasswordHash } from '../members/member-repo.ts';
import { parseMobileNumber } from '../members/mobile-number.ts';
import { session, type Route, type RouteContext } from '../server/route.ts';
import { recordSecurityEvent } from '../protection/index.ts';

function checkNewPassword(ctx: RouteContext, field: string, value: string): void {
  const setting = registerSettings(ctx.state.flags(ctx.merchant)).password!;
  const problem = checkField(setting, value, true);
  if (problem) throw new ApiError(400, 'field_invalid', { value: { fields: [{ field, problem, patternId: setting.patternId }] } });
}

export const passwordRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/member/password',
    auth: true,
    handle: async (ctx) => {
      const { token, member } = session(ctx);
      if (member.type === MEMBER_TYPE.trial) throw new ApiError(403, 'function.not.available');
      const body = await ctx.readBody();
      const oldPassword = secretField(body, 'oldPassword');
      const newPassword = secretField(body, 'newPassword');
      checkNewPassword(ctx, 'newPassword', newPassword);
      if (newPassword !== secretField(body, 'confirmNewPassword')) throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');
      // a stolen session must not become an oracle for the password: login's own count (decision 023)
      if (!(await checkLoginPassword(ctx, member, oldPassword))) throw new ApiError(400, 'OLD_PASSWORD_INCORRECT');
      if (newPassword === oldPassword) throw new ApiError(400, 'modify.new.old.same');
      setPasswordHash(ctx.db, member.id, await hashPasswordAsync(newPassword));
      deleteOtherSessions(ctx.db, member.id, token);
      recordSecurityEvent(ctx.db, member.id, 'password', ctx.now);
      return true;
    },
  },
  {
    method: 'POST',
    path: '/wps/member/password/mobile',
    handle: async (ctx) => {
      const body = await ctx.readBody();
      const newPassword = secretField(body, 'newPassword');
      checkNewPassword(ctx, 'newPassword', newPassword);
      if ('confirmNewPassword' in body && secretField(body, 'confirmNewPassword') !== newPassword)
        throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');
      const number = parseMobileNumber(textField(body, 'mobileNum') || textField(body, 'mobileNo'), textField(body, 'countryDialingCode'));
      if (!number) throw new ApiError(400, 'MOBILE_INVALID');
      const code = textField(body, 'verificationCode');
      if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'noLogin', number, code, false))
        throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });
      const member = findMemberByMobile(ctx.db, ctx.merchant.code, number);
      if (member?.status !== 'active' || member.type === MEMBER_TYPE.trial) throw new ApiError(400, 'USER_NOT_EXIST');
      // The code stays valid on this error so the person only retypes the password (spec section 4).
      if (await verifyPasswordAsync(newPassword, member.password_hash)) throw new ApiError(400, 'modify.new.old.same');
      const hash = await hashPasswordAsync(newPassword);
      // Spent after the hashes (a full queue leaves it good) and at once before the write: of parallel uses one wins.
      if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'noLogin', number, code, true))
        throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });
      setPasswordHash(ctx.db, member.id, hash);
      deleteOtherSessions(ctx.db, member.id, null);
      recordSecurityEvent(ctx.db, member.id, 'password', ctx.now);
      return true;
    },
  },
];
