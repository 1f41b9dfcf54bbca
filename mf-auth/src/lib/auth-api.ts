import { api, type SessionInfo } from '@wl/shared';
import type { RuleSet } from '@wl/validation';

// Every platform call mf-auth makes, in one place (dev-api/CONTRACT.md). Submit calls are silent: the
// forms show their errors beside the fields; background reads are silent too. SMS requests keep the
// automatic error toast, as the spec wants that toast after the loading one.

/** The reply of login, register and free play. */
export interface LoginValue {
  token: string;
  id?: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

export interface Country {
  countryName: string;
  countryNameBn?: string;
  dialingCode: string;
  iso: string;
}

export type LoginType = 'username' | 'sms';

export interface LoginPayload {
  /** 'firebase': a provider's ID token proves the player (social sign-in; the phone number with firebaseChannel 'sms') */
  type: LoginType | 'firebase';
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
  firebaseChannel: string;
  firebaseIdToken: string;
  firebaseMobileNo: string;
}

/** The session of spec section 3, from a login value. */
export function toSession(value: LoginValue, merchantCode: string): SessionInfo {
  return {
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: Boolean(value.firstTimeLogin),
  };
}

export const authApi = {
  login: (payload: LoginPayload) => api.post<LoginValue>('/wps/session/login', payload, { encrypt: true, silent: true }),

  /** after a login with 'Remember password': a remember-me token, in an HttpOnly cookie (dev-api CONTRACT.md section 20) */
  remember: () => api.post<{ expiresAt: number }>('/wps/session/remember', {}, { silent: true }),
  /** signs back in with this browser's remember-me token; the platform sets the next one */
  loginRemembered: () => api.post<LoginValue>('/wps/session/login/remembered', {}, { silent: true }),
  /** ends this browser's remember-me token ('Remember password' unticked) */
  forgetRemembered: () => api.delete<boolean>('/wps/session/login/remembered', { silent: true }),

  freePlay: (trialMerchant: string) =>
    api.post<LoginValue>('/wps/session/login/freeplay', {}, { moduleId: 'FREEPLAY3', merchant: trialMerchant }),

  /** base64 PNG without the data: prefix; never cached by the server */
  captcha: () => api.get<string>('/wps/captcha', { moduleId: 'VALID_CAPTCHA3', silent: true }),

  /** purpose noLogin: SMS login and set password by phone; register: phone registration */
  /** The password reset's code is sent as module PWRESETSMS3 (spec section 7), the others as VERIFICATION3. */
  sendSms: (purpose: 'noLogin' | 'register' | 'reset', mobileNum: string, countryDialingCode: string) =>
    api.post<{ expiredMinutes?: number }>(
      `/wps/verification/sms/${purpose === 'reset' ? 'noLogin' : purpose}`,
      { mobileNum, countryDialingCode },
      { moduleId: purpose === 'reset' ? 'PWRESETSMS3' : 'VERIFICATION3' },
    ),

  register: (method: 'username' | 'mobile', payload: Record<string, unknown>) =>
    api.put<LoginValue>(method === 'username' ? '/wps/member/register' : '/wps/member/register/mobile', payload, {
      encrypt: true,
      moduleId: 'REGISTER_REE3',
      silent: true,
    }),

  checkAffiliate: (code: string, domain: string) =>
    api.get<{ code: string; valid: boolean }>('/wps/relay/AFFMAN3_checkCode', {
      params: { code, domain },
      moduleId: 'AFFMAN3',
      silent: true,
    }),

  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    api.post<boolean>('/wps/member/password', body, { silent: true, timeoutMs: 10_000 }),

  resetByEmail: (username: string, email: string) =>
    api.post<{ sent: boolean }>('/wps/member/password/email', { username, email }, { form: true, silent: true }),

  /** the second step of the e-mail reset: the mailed code and the new password */
  resetByEmailCode: (body: { username: string; code: string; newPassword: string; confirmNewPassword: string }) =>
    api.post<boolean>('/wps/member/password/email/reset', body, { form: true, silent: true }),

  resetByMobile: (body: {
    newPassword: string;
    confirmNewPassword: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  }) => api.post<boolean>('/wps/member/password/mobile', body, { silent: true }),

  countries: () => api.get<Country[]>('/wps/system/country', { silent: true }),

  registerSettings: () => api.get<RuleSet>('/wps/system/setting/register', { silent: true }),
};
