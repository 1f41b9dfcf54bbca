import { withdrawCalls } from '@wl/platform-contract/calls/cashier-withdraw';
import { securityCalls as calls } from '@wl/platform-contract/calls/member-security';
import { registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { verificationCalls } from '@wl/platform-contract/calls/verification';
import { api } from '@wl/kit';

// The security centre's calls, checked against the contract (decision 035), which names their shapes.

export const fetchSecurityConfig = () => api.call(calls.config);
export const fetchFieldRules = () => api.call(registerSettingsCalls.settings, {}, { silent: true });

// Security changes answer their refusals at the form's fields: no global toast.
const quiet = { silent: true } as const;
// Each body is what its form's fields parse into (model/security-bodies.ts): names trimmed, codes in Latin digits,
// passwords as typed.
export const saveNickname = (body: { nickname: string }) => api.call(calls.nickname, { body }, quiet);
export const saveEmail = (body: { email: string; password: string }) => api.call(calls.email, { body }, quiet);
export const savePayeeName = (body: { payeeName: string; password: string }) => api.call(calls.payeeName, { body }, quiet);
export const savePaymentPassword = (body: { oldPassword?: string; newPassword: string; confirmPassword: string }) =>
  api.call(withdrawCalls.setPaymentPassword, { body }, quiet);

/** The number is Bangladeshi: the security centre binds 880 numbers (other dialing codes register through mf-auth). */
export const BIND_DIALING_CODE = '880';
// Sending a code is not quiet: a refusal (the resend minute, the hourly limit) is said by the HTTP layer's toast.
export const sendBindCode = (mobileNum: string) => api.call(calls.bindCode, { body: { mobileNum, countryDialingCode: BIND_DIALING_CODE } });
export const saveMobile = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  oldVerificationCode?: string;
  password: string;
}) => api.call(calls.bindMobile, { body }, quiet);
/** The verified number's consent to moving the account to another number: a code sent to it (decision 023). */
export const sendNumberChangeCode = () => api.call(verificationCalls.memberCode, { body: { purpose: 'numberChange' } });
/** The second factor of a PIN reset (decision 023): a code to the member's verified number. */
export const sendPinResetCode = () => api.call(verificationCalls.memberCode, { body: { purpose: 'pinReset' } });
export const resetPaymentPassword = (body: {
  loginPassword: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}) => api.call(calls.resetPin, { body }, quiet);

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
