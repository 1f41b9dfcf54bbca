import { api } from '@wl/shared';
import type { RuleSet } from '@wl/validation';

export interface SecurityConfig {
  level: 'LOW' | 'MEDIUM' | 'HIGH';
  score: number;
  maxScore: number;
  items: { loginPassword: boolean; withdrawalPassword: boolean; email: boolean; mobile: boolean; securityQuestions: boolean };
  email: string | null;
  mobile: string | null;
  payeeName: string | null;
}

export const fetchSecurityConfig = () => api.get<SecurityConfig>('/wps/member/securityConfig');
export const fetchFieldRules = () => api.get<RuleSet>('/wps/system/setting/register', { silent: true });

// Security changes answer their refusals at the form's fields: no global toast.
const quiet = { silent: true } as const;
export const saveNickname = (v: Record<string, string>) =>
  api.post<{ nickname: string }>('/wps/member/info/nickname', { nickname: (v.nickname ?? '').trim() }, quiet);
export const saveEmail = (v: Record<string, string>) =>
  api.post('/wps/member/info/email', { email: (v.email ?? '').trim(), password: v.password }, quiet);
export const savePayeeName = (v: Record<string, string>) =>
  api.post('/wps/member/info/payeename', { payeeName: (v.payeeName ?? '').trim(), password: v.password }, quiet);
export const savePaymentPassword = (v: Record<string, string>) =>
  api.post<boolean>(
    '/wps/member/paymentPassword',
    v.oldPassword
      ? { oldPassword: v.oldPassword, newPassword: v.newPassword, confirmPassword: v.confirmPassword }
      : { newPassword: v.newPassword, confirmPassword: v.confirmPassword },
    quiet,
  );

/** The number is Bangladeshi: the security centre binds 880 numbers (other dialing codes register through mf-auth). */
export const BIND_DIALING_CODE = '880';
// Sending a code is not quiet: a refusal (the resend minute, the hourly limit) is said by the HTTP layer's toast.
export const sendBindCode = (v: Record<string, string>) =>
  api.post<{ expiredMinutes: number }>('/wps/verification/sms/bind', {
    mobileNum: (v.mobileNum ?? '').trim(),
    countryDialingCode: BIND_DIALING_CODE,
  });
export const saveMobile = (v: Record<string, string>) =>
  api.post<{ mobile: string }>(
    '/wps/member/info/mobile',
    {
      mobileNum: (v.mobileNum ?? '').trim(),
      countryDialingCode: BIND_DIALING_CODE,
      verificationCode: (v.verificationCode ?? '').trim(),
      password: v.password,
    },
    quiet,
  );
/** The second factor of a PIN reset (decision 023): a code to the member's verified number. */
export const sendPinResetCode = () =>
  api.post<{ expiredMinutes: number; mobile: string }>('/wps/verification/sms/member', { purpose: 'pinReset' });
export const resetPaymentPassword = (v: Record<string, string>) =>
  api.post<boolean>(
    '/wps/member/paymentPassword/reset',
    {
      loginPassword: v.loginPassword,
      verificationCode: (v.verificationCode ?? '').trim(),
      newPassword: v.newPassword,
      confirmPassword: v.confirmPassword,
    },
    quiet,
  );

export const fetchIcon = () => api.get<{ url: string | null }>('/wps/member/info/icon');
export function uploadIcon(file: File) {
  const body = new FormData();
  body.append('icon', file, file.name);
  return api.post<{ url: string }>('/wps/member/info/icon', body, quiet);
}

export interface Question {
  id: number;
  question: string;
}
export interface MemberQuestions {
  set: boolean;
  questions: { questionId: number; question: string; updatedAt: string }[];
}
export const fetchQuestions = () => api.get<Question[]>('/wps/member/securityQuestions');
export const fetchMemberQuestions = () => api.get<MemberQuestions>('/wps/member/customerSecurityQuestions');
export const saveQuestions = (password: string, answers: { questionId: number; answer: string }[]) =>
  api.post<MemberQuestions>('/wps/member/customerSecurityQuestions', { password, answers }, quiet);
