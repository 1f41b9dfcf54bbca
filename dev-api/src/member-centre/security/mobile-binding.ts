import { checkSmsCodeLimited } from '../../auth/credentials.ts';
import { SECURITY_NOTICES, sendSecurityNotice, verifiedNumber } from '../../auth/member-codes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import { findMemberById, findMemberByMobile } from '../../members/member-repo.ts';
import { fullNumber, maskMobile, parseMobileNumber } from '../../members/mobile-number.ts';
import type { Route } from '../../server/route.ts';
import { memberRoute } from '../core/access.ts';
import { requireLoginPassword } from './password-check.ts';
import { updateProfile } from './profile-repo.ts';
import { securityConfig } from './security-config.ts';

const codeError = () => new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } });

/**
 * Binds a mobile number in the security centre (issue 13 finding 4): only with the code sent to that number
 * (`POST /wps/verification/sms/bind`), and only a number no other account has. A bound number opens SMS login
 * and the reset by phone, so the login password confirms it, as for the e-mail. A number the member typed at
 * registration and never proved (pending) becomes bound this way.
 */
export const mobileBindingRoutes: Route[] = [
  memberRoute('POST', '/wps/member/info/mobile', async (ctx, member) => {
    const body = await ctx.readBody();
    const mobileText = textField(body, 'mobileNum') || textField(body, 'mobileNo');
    const code = textField(body, 'verificationCode');
    const missing = [!mobileText && 'mobileNum', !code && 'verificationCode'].filter((field): field is string => Boolean(field));
    if (missing.length > 0) throw badRequest('field_invalid', { fields: missing.map((field) => ({ field, problem: 'required' })) });
    const number = parseMobileNumber(mobileText, textField(body, 'countryDialingCode'));
    if (!number) throw new ApiError(400, 'MOBILE_INVALID');
    if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'bind', number, code, false)) throw codeError();
    await requireLoginPassword(ctx, member, body);
    const before = verifiedNumber(ctx.db, member);
    inTransaction(ctx.db, () => {
      // Said only to the holder of the number's code, and checked where the write happens.
      const holder = findMemberByMobile(ctx.db, ctx.merchant.code, number);
      if (holder && holder.id !== member.id) throw new ApiError(409, 'MOBILE_EXISTS');
      if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'bind', number, code, true)) throw codeError();
      ctx.db
        .prepare('UPDATE members SET dialing_code = ?, mobile_num = ? WHERE id = ?')
        .run(number.dialingCode, number.national, member.id);
      ctx.db.prepare('DELETE FROM member_pending_mobiles WHERE member_id = ?').run(member.id);
      updateProfile(ctx.db, member.id, { mobile_verified: 1 }, ctx.now);
    });
    // the number it replaces hears of it at once: a taken-over account's owner can still act
    if (before && fullNumber(before) !== fullNumber(number)) sendSecurityNotice(ctx.db, before, SECURITY_NOTICES.numberChanged, ctx.now);
    const bound = findMemberById(ctx.db, member.id)!;
    return { mobile: maskMobile(bound.mobile_num), mobileBound: true, securityLevel: securityConfig(ctx.db, bound).level };
  }),
];
