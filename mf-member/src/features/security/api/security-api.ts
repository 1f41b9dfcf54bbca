import { withdrawCalls } from '@wl/platform-contract/calls/cashier-withdraw';
import { securityCalls as calls } from '@wl/platform-contract/calls/member-security';
import { registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { verificationCalls } from '@wl/platform-contract/calls/verification';
import { api } from '@wl/shared';

// The security centre's calls, checked against the contract (decision 035), which names their shapes.

export const fetchSecurityConfig = () => api.call(calls.config);
export const fetchFieldRules = () => api.call(registerSettingsCalls.settings, {}, { silent: true });

// Security changes answer their refusals at the form's fields: no global toast.
const quiet = { silent: true } as const;
export const saveNickname = (v: Record<string, string>) =>
  api.call(calls.nickname, { body: { nickname: (v.nickname ?? '').trim() } }, quiet);
export const saveEmail = (v: Record<string, string>) =>
  api.call(calls.email, { body: { email: (v.email ?? '').trim(), password: v.password ?? '' } }, quiet);
export const savePayeeName = (v: Record<string, string>) =>
  api.call(calls.payeeName, { body: { payeeName: (v.payeeName ?? '').trim(), password: v.password ?? '' } }, quiet);
export const savePaymentPassword = (v: Record<string, string>) =>
  api.call(
    withdrawCalls.setPaymentPassword,
    {
      body: v.oldPassword
        ? { oldPassword: v.oldPassword, newPassword: v.newPassword ?? '', confirmPassword: v.confirmPassword ?? '' }
        : { newPassword: v.newPassword ?? '', confirmPassword: v.confirmPassword ?? '' },
    },
    quiet,
  );

/** The number is Bangladeshi: the security centre binds 880 numbers (other dialing codes register through mf-auth). */
const BIND_DIALING_CODE = '880';
// Sending a code is not quiet: a refusal (the resend minute, the hourly limit) is said by the HTTP layer's toast.
export const sendBindCode = (v: Record<string, string>) =>
  api.call(calls.bindCode, { body: { mobileNum: (v.mobileNum ?? '').trim(), countryDialingCode: BIND_DIALING_CODE } });
export const saveMobile = (v: Record<string, string>) =>
  api.call(
    calls.bindMobile,
    {
      body: {
        mobileNum: (v.mobileNum ?? '').trim(),
        countryDialingCode: BIND_DIALING_CODE,
        verificationCode: (v.verificationCode ?? '').trim(),
        // replacing a verified number: the code sent to it (issue 35 finding 5)
        ...(v.oldVerificationCode === undefined ? {} : { oldVerificationCode: v.oldVerificationCode.trim() }),
        password: v.password ?? '',
      },
    },
    quiet,
  );
/** The verified number's consent to moving the account to another number: a code sent to it (decision 023). */
export const sendNumberChangeCode = () => api.call(verificationCalls.memberCode, { body: { purpose: 'numberChange' } });
/** The second factor of a PIN reset (decision 023): a code to the member's verified number. */
export const sendPinResetCode = () => api.call(verificationCalls.memberCode, { body: { purpose: 'pinReset' } });
export const resetPaymentPassword = (v: Record<string, string>) =>
  api.call(
    calls.resetPin,
    {
      body: {
        loginPassword: v.loginPassword ?? '',
        verificationCode: (v.verificationCode ?? '').trim(),
        newPassword: v.newPassword ?? '',
        confirmPassword: v.confirmPassword ?? '',
      },
    },
    quiet,
  );

export const fetchIcon = () => api.call(calls.icon);
export function uploadIcon(file: File) {
  const body = new FormData();
  body.append('icon', file, file.name);
  return api.call(calls.uploadIcon, { body }, quiet);
}

export const fetchQuestions = () => api.call(calls.questions);
export const fetchMemberQuestions = () => api.call(calls.memberQuestions);
export const saveQuestions = (password: string, answers: { questionId: number; answer: string }[]) =>
  api.call(calls.saveQuestions, { body: { password, answers } }, quiet);
