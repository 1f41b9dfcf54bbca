import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';

// Signing in, signing up and the passwords of a signed-out player (dev-api/CONTRACT.md sections 3 to 5, 20):
// mf-auth's calls. The register settings its forms check are register-settings.ts's.

/** The reply of every way in: login, a remembered login, free play, register. */
export const loginValue = v.object({
  token: v.string(),
  id: v.optional(v.number()),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.boolean(),
});

export const country = v.object({
  countryName: v.string(),
  countryNameBn: v.optional(v.string()),
  dialingCode: v.string(),
  iso: v.string(),
});

const phone = { mobileNum: v.string(), countryDialingCode: v.string() };
const newPassword = { newPassword: v.string(), confirmNewPassword: v.string() };
const codeSent = v.object({ expiredMinutes: v.optional(v.number()) });
/** sent with the Encryption header (decision 012): the platform reads the fields below once opened */
const sealed = (fields: string) => v.pipe(v.record(v.string(), v.unknown()), v.description(`sealed (Encryption header): ${fields}`));

export const loginCall = defineCall({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  /** type username, sms or firebase, with that way's fields */
  body: sealed('type, username, password, captcha, mobileNum, verificationCode, countryDialingCode, firebase*'),
  value: loginValue,
});

export const rememberCall = defineCall({
  name: 'rememberLogin',
  method: 'POST',
  path: '/wps/session/remember',
  body: v.object({}),
  /** when the HttpOnly cookie's token ends, ms since the epoch */
  value: v.object({ expiresAt: v.number() }),
});

export const loginRememberedCall = defineCall({
  name: 'loginRemembered',
  method: 'POST',
  path: '/wps/session/login/remembered',
  body: v.object({}),
  value: loginValue,
});

export const forgetRememberedCall = defineCall({
  name: 'forgetRemembered',
  method: 'DELETE',
  path: '/wps/session/login/remembered',
  value: v.boolean(),
});

export const freePlayCall = defineCall({
  name: 'freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  moduleId: 'FREEPLAY3',
  body: v.object({}),
  value: loginValue,
});

export const captchaCall = defineCall({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'VALID_CAPTCHA3',
  /** a base64 PNG without the data: prefix */
  value: v.string(),
});

/** SMS login and the password reset by phone (the reset sends module PWRESETSMS3 instead) */
export const smsNoLoginCall = defineCall({
  name: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  body: v.object(phone),
  value: codeSent,
});

export const smsRegisterCall = defineCall({
  name: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'VERIFICATION3',
  body: v.object(phone),
  value: codeSent,
});

export const registerCall = defineCall({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  moduleId: 'REGISTER_REE3',
  body: sealed('the register settings fields (username, password, ...), captcha'),
  value: loginValue,
});

export const registerMobileCall = defineCall({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  moduleId: 'REGISTER_REE3',
  body: sealed('mobileNum, countryDialingCode, verificationCode, password, the other register settings fields'),
  value: loginValue,
});

export const checkAffiliateCall = defineCall({
  name: 'AFFMAN3_checkCode',
  method: 'GET',
  path: relay('AFFMAN3_checkCode'),
  moduleId: 'AFFMAN3',
  query: v.object({ code: v.string(), domain: v.string() }),
  value: v.object({ code: v.string(), valid: v.boolean() }),
});

export const changePasswordCall = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  body: v.object({ oldPassword: v.string(), ...newPassword }),
  value: v.boolean(),
});

export const resetByEmailCall = defineCall({
  name: 'resetByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  /** application/x-www-form-urlencoded */
  body: v.object({ username: v.string(), email: v.string() }),
  value: v.object({ sent: v.boolean() }),
});

export const resetByEmailCodeCall = defineCall({
  name: 'resetByEmailCode',
  method: 'POST',
  path: '/wps/member/password/email/reset',
  /** application/x-www-form-urlencoded */
  body: v.object({ username: v.string(), code: v.string(), ...newPassword }),
  value: v.boolean(),
});

export const resetByMobileCall = defineCall({
  name: 'resetByMobile',
  method: 'POST',
  path: '/wps/member/password/mobile',
  body: v.object({ ...phone, verificationCode: v.string(), ...newPassword }),
  value: v.boolean(),
});

export const countriesCall = defineCall({ name: 'countries', method: 'GET', path: '/wps/system/country', value: v.array(country) });

export const authCalls = {
  login: loginCall,
  remember: rememberCall,
  loginRemembered: loginRememberedCall,
  forgetRemembered: forgetRememberedCall,
  freePlay: freePlayCall,
  captcha: captchaCall,
  smsNoLogin: smsNoLoginCall,
  smsRegister: smsRegisterCall,
  register: registerCall,
  registerMobile: registerMobileCall,
  checkAffiliate: checkAffiliateCall,
  changePassword: changePasswordCall,
  resetByEmail: resetByEmailCall,
  resetByEmailCode: resetByEmailCodeCall,
  resetByMobile: resetByMobileCall,
  countries: countriesCall,
};

export type LoginValue = v.InferOutput<typeof loginValue>;
export type Country = v.InferOutput<typeof country>;
