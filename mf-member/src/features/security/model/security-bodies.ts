import { latinDigits } from '@wl/kit';
import { normalizeMobile } from '@wl/kit/forms';
import { BIND_DIALING_CODE } from '../api/security-api.ts';

// What each security form's fields parse into (decision 057's `parse`): the body of its call, as the contract
// names it. A password or a withdrawal PIN is never parsed: the platform compares it exactly, so it goes as typed.

type Typed = Readonly<Record<string, string | undefined>>;

const trimmed = (value: string | undefined) => (value ?? '').trim();
/** A code is compared digit by digit: a Bengali keyboard's digits are the same code. */
const codeOf = (value: string | undefined) => latinDigits(value ?? '').trim();

/** The national digits, as mf-auth's number field keeps them: spaces, dashes and a repeated +880 are not the number. */
export const mobileOf = (values: Typed) => normalizeMobile(latinDigits(values.mobileNum ?? '').trim(), BIND_DIALING_CODE);

export const nicknameBody = (v: Typed) => ({ nickname: trimmed(v.nickname) });

export const emailBody = (v: Typed) => ({ email: trimmed(v.email), password: v.password ?? '' });

/** A payee name as the cashier sends one (decision 057): the spaces between its words are one, whatever was typed. */
export const payeeNameBody = (v: Typed) => ({ payeeName: trimmed(v.payeeName).replace(/\s+/g, ' '), password: v.password ?? '' });

/** The first PIN has no old one to name. */
export const paymentPasswordBody = (v: Typed) => {
  const pins = { newPassword: v.newPassword ?? '', confirmPassword: v.confirmPassword ?? '' };
  return v.oldPassword ? { oldPassword: v.oldPassword, ...pins } : pins;
};

export const mobileBody = (v: Typed) => ({
  mobileNum: mobileOf(v),
  countryDialingCode: BIND_DIALING_CODE,
  verificationCode: codeOf(v.verificationCode),
  // replacing a verified number: the code sent to it (issue 35 finding 5)
  ...(v.oldVerificationCode === undefined ? {} : { oldVerificationCode: codeOf(v.oldVerificationCode) }),
  password: v.password ?? '',
});

export const pinResetBody = (v: Typed) => ({
  loginPassword: v.loginPassword ?? '',
  verificationCode: codeOf(v.verificationCode),
  newPassword: v.newPassword ?? '',
  confirmPassword: v.confirmPassword ?? '',
});
