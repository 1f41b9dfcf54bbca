import { captchaCall, countriesCall, smsNoLoginCall } from '@wl/platform-contract/calls/auth';
import { type FieldRules, registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { answer, type FakeRoutes } from '@wl/testing/platform';

// setup-tests reads the config from here, next to the other fixtures; shared owns the one copy.
export { TEST_RUNTIME_CONFIG } from '@wl/testing';

const field = (enabled: boolean, required: boolean, acceptedPattern: string, minLength: number, maxLength: number, patternId: string) => ({
  enabled,
  required,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});

/** GET /wps/system/setting/register as the dev API answers it (CONTRACT.md section 7). */
export const REGISTER_SETTINGS: FieldRules = {
  username: field(true, true, '^[a-zA-Z0-9]{6,16}$', 6, 16, 'USERNAME'),
  password: field(true, true, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', 6, 20, 'PASSWORD'),
  confirmPassword: field(true, true, '*', 6, 20, 'CONFIRM_PASSWORD'),
  paymentPassword: field(false, false, '^\\d{6}$', 6, 6, 'PAYMENT_PASSWORD'),
  idNumber: field(false, false, '*', 0, 20, 'ID_NUMBER'),
  qqNum: field(false, false, '*', 0, 15, 'QQ'),
  facebook: field(false, false, '*', 0, 50, 'SOCIAL_ID'),
  wechat: field(false, false, '*', 0, 50, 'SOCIAL_ID'),
  line: field(false, false, '*', 0, 50, 'SOCIAL_ID'),
  whatsapp: field(false, false, '*', 0, 50, 'SOCIAL_ID'),
  zalo: field(false, false, '*', 0, 50, 'SOCIAL_ID'),
  email: field(true, false, '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', 6, 50, 'EMAIL'),
  nickname: field(true, false, '^[^<>"\'&]{2,20}$', 2, 20, 'NICKNAME'),
  payeeName: field(false, false, '*', 0, 50, 'PAYEE_NAME'),
  mobileNum: field(true, false, '^0?1[3-9]\\d{8}$', 10, 11, 'MOBILE_BD'),
  verificationCode: field(true, false, '^\\d{6}$', 6, 6, 'SMS_CODE'),
  recommenderId: field(false, false, '*', 0, 20, 'RECOMMENDER_ID'),
  affiliateCode: field(true, false, '^[A-Za-z0-9]{4,12}$', 4, 12, 'AFFILIATE_CODE'),
  captcha: field(true, true, '^\\d{4}$', 4, 4, 'CAPTCHA'),
  loginUsername: field(true, true, '^[a-zA-Z0-9_]{4,32}$', 4, 32, 'LOGIN_USERNAME'),
  loginPassword: field(true, true, '^[\\x21-\\x7e]{6,20}$', 6, 20, 'LOGIN_PASSWORD'),
  loginMobileNum: field(true, true, '^0?1[3-9]\\d{8}$', 10, 11, 'MOBILE_BD'),
};

const COUNTRIES = [
  { countryName: 'Bangladesh', countryNameBn: 'বাংলাদেশ', dialingCode: '880', iso: 'BD' },
  { countryName: 'India', countryNameBn: 'ভারত', dialingCode: '91', iso: 'IN' },
];

/** A login value as login, register and free play answer it. */
export const loginValue = (userName = 'player01', customerType = 0) => ({
  token: 'a'.repeat(64),
  id: 7,
  userName,
  customerType,
  firstTimeLogin: false,
});

/** A 1x1 PNG, base64, for captcha pictures. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The register payload as spec section 3 lists it, every optional value an empty string, sent from a
 * browser tab on localhost; a test names only the values it typed.
 */
export const registerPayloadOf = (values: Record<string, string>) => ({
  countryDialingCode: '880',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  username: '',
  password: '',
  confirmPassword: '',
  affiliateCode: '',
  paymentPassword: '',
  recommenderId: '',
  nickname: '',
  payeeName: '',
  email: '',
  mobileNum: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  captcha: '',
  type: 0,
  domain: '',
  verificationCode: '',
  ...values,
});

/** The reads every auth form makes on mount, answered as the dev API does and checked against the contract. */
export const authReads: FakeRoutes = {
  ...answer(registerSettingsCalls.settings, () => REGISTER_SETTINGS),
  ...answer(countriesCall, () => COUNTRIES),
  ...answer(captchaCall, () => PNG_1PX),
};

/** The SMS code of the login by mobile and the reset by phone, sent: it may be asked again in a minute. */
export const smsSent: FakeRoutes = answer(smsNoLoginCall, () => ({ expiredMinutes: 1 }));
