import { checkSmsCodeLimited } from '../../auth/credentials.ts';
import { requireMemberCode, SECURITY_NOTICES, sendSecurityNotice, verifiedNumber } from '../../auth/member-codes.ts';
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
/** the code sent to the verified number being replaced */
const OLD_CODE_FIELD = 'oldVerificationCode';

/**
 * Binds a mobile number in the security centre (issue 13 finding 4): only with the code sent to that number
 * (`POST /wps/verification/sms/bind`), and only a number no other account has. A bound number opens SMS login
 * and the reset by phone, so the login password confirms it, as for the e-mail. A number the member typed at
 * registration and never proved (pending) becomes bound this way.
 *
 * Replacing a verified number also needs the code sent to that (old) number, purpose `numberChange`
 * (`POST /wps/verification/sms/member`): the verified number is the second factor of the PIN reset and of new payout
 * accounts (decision 023), and a session with the login password must not move it to another phone (issue 35
 * finding 5). Missing: `400 OLD_MOBILE_CODE_REQUIRED`; wrong: `400 VERIFICATION_CODE_ERROR` at `oldVerificationCode`.
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
    const before = verifiedNumber(ctx.db, member);
    // the same number bound again is no change: the old number's consent is asked only to move the account elsewhere
    const moving = before !== null && fullNumber(before) !== fullNumber(number);
    const oldCode = textField(body, 'oldVerificationCode');
    if (moving && !oldCode)
      throw new ApiError(400, 'OLD_MOBILE_CODE_REQUIRED', {
        value: {
          field: OLD_CODE_FIELD,
          mobile: maskMobile(before.national),
        },
      });
    if (moving) requireMemberCode(ctx, member, 'numberChange', oldCode, false, OLD_CODE_FIELD);
    await requireLoginPassword(ctx, member, body);
    inTransaction(ctx.db, () => {
      // Said only to the holder of the number's code, and checked where the write happens.
      const holder = findMemberByMobile(ctx.db, ctx.merchant.code, number);
      if (holder && holder.id !== member.id) throw new ApiError(409, 'MOBILE_EXISTS');
      if (!checkSmsCodeLimited(ctx, ctx.merchant.code, 'bind', number, code, true)) throw codeError();
      // spent in the same step: of parallel changes one wins, and a refusal above leaves both codes good
      if (moving) requireMemberCode(ctx, member, 'numberChange', oldCode, true, OLD_CODE_FIELD);
      ctx.db
        .prepare('UPDATE members SET dialing_code = ?, mobile_num = ? WHERE id = ?')
        .run(number.dialingCode, number.national, member.id);
      ctx.db.prepare('DELETE FROM member_pending_mobiles WHERE member_id = ?').run(member.id);
      updateProfile(ctx.db, member.id, { mobile_verified: 1 }, ctx.now);
    });
    // the number it replaces hears of it at once: a taken-over account's owner can still act
    if (moving) sendSecurityNotice(ctx.db, before, SECURITY_NOTICES.numberChanged, ctx.now);
    const bound = findMemberById(ctx.db, member.id)!;
    return { mobile: maskMobile(bound.mobile_num), mobileBound: true, securityLevel: securityConfig(ctx.db, bound).level };
  }),
];
