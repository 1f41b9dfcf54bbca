import {
  captchaCall,
  changePasswordCall,
  checkAffiliateCall,
  countriesCall,
  forgetRememberedCall,
  freePlayCall,
  loginCall,
  loginRememberedCall,
  registerCall,
  registerMobileCall,
  rememberCall,
  resetByEmailCall,
  resetByEmailCodeCall,
  resetByMobileCall,
  smsNoLoginCall,
  smsRegisterCall,
} from '@wl/platform-contract/calls/auth';
import { registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { api, type CallValue, request } from '@wl/kit';

// Every platform call mf-auth makes, in one place (dev-api/CONTRACT.md), checked against the platform contract
// (decision 035). Submit calls are silent: the
// forms show their errors beside the fields; background reads are silent too. SMS requests keep the
// automatic error toast, as the spec wants that toast after the loading one.

/** The reply of login, register and free play; a country of the dialling codes (inferred from the contract). */
export type { Country, LoginValue } from '@wl/platform-contract/calls/auth';

export type LoginType = 'username' | 'sms';

// a type, not an interface: the login form's parse makes it, and the kit's fields take a form whose parsed values fit
// react-hook-form's FieldValues, which an interface (it has no index signature) does not
export type LoginPayload = {
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
};

/** The session of spec section 3, from a login value: the contract's, which the e2e tests' seeded sessions use too. */
export { toSession } from '@wl/platform-contract';

export const authApi = {
  login: (payload: LoginPayload) => api.call(loginCall, { body: { ...payload } }, { encrypt: true, silent: true }),

  /** after a login with 'Remember password': a remember-me token, in an HttpOnly cookie (dev-api CONTRACT.md section 20) */
  remember: () => api.call(rememberCall, {}, { silent: true }),
  /** signs back in with this browser's remember-me token; the platform sets the next one */
  loginRemembered: () => api.call(loginRememberedCall, {}, { silent: true }),
  /** ends this browser's remember-me token ('Remember password' unticked) */
  forgetRemembered: () => api.call(forgetRememberedCall, {}, { silent: true }),

  freePlay: (trialMerchant: string) => api.call(freePlayCall, {}, { merchant: trialMerchant }),

  /** base64 PNG without the data: prefix; never cached by the server */
  captcha: () => api.call(captchaCall, {}, { silent: true }),

  /** purpose noLogin: SMS login and set password by phone; register: phone registration */
  /** The password reset's code is sent as module PWRESETSMS3 (spec section 7), the others as VERIFICATION3. */
  sendSms: (purpose: 'noLogin' | 'register' | 'reset', mobileNum: string, countryDialingCode: string) => {
    const body = { mobileNum, countryDialingCode };
    if (purpose === 'register') return api.call(smsRegisterCall, { body });
    if (purpose === 'noLogin') return api.call(smsNoLoginCall, { body });
    // the same call under the reset's module tag: request() takes the tag, the contract still checks the answer
    return request<CallValue<typeof smsNoLoginCall>>('POST', smsNoLoginCall.path, body, {
      moduleId: 'PWRESETSMS3',
      contract: smsNoLoginCall,
    });
  },

  register: (method: 'username' | 'mobile', payload: Record<string, unknown>) =>
    api.call(method === 'username' ? registerCall : registerMobileCall, { body: payload }, { encrypt: true, silent: true }),

  checkAffiliate: (code: string, domain: string) => api.call(checkAffiliateCall, { params: { code, domain } }, { silent: true }),

  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    api.call(changePasswordCall, { body }, { silent: true, timeoutMs: 10_000 }),

  resetByEmail: (username: string, email: string) =>
    api.call(resetByEmailCall, { body: { username, email } }, { form: true, silent: true }),

  /** the second step of the e-mail reset: the mailed code and the new password */
  resetByEmailCode: (body: { username: string; code: string; newPassword: string; confirmNewPassword: string }) =>
    api.call(resetByEmailCodeCall, { body }, { form: true, silent: true }),

  resetByMobile: (body: {
    newPassword: string;
    confirmNewPassword: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  }) => api.call(resetByMobileCall, { body }, { silent: true }),

  countries: () => api.call(countriesCall, {}, { silent: true }),

  registerSettings: () => api.call(registerSettingsCalls.settings, {}, { silent: true }),
};
