export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  /** A RegExp source the client compiles without flags; '*' accepts anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

const ANY = '*';

// Bangladeshi mobile numbers: 10 digits starting 13-19 (operator prefixes), optionally written
// with the national leading 0. The dialing code 880 travels separately as countryDialingCode.
export const BD_MOBILE_PATTERN = '^0?1[3-9]\\d{8}$';
export const OTHER_MOBILE_PATTERN = '^\\d{6,15}$';
const USERNAME_PATTERN = '^[a-zA-Z0-9]{6,16}$';
// Letters and digits both required; other printable ASCII (like @) allowed.
const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$';
export const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$';
const SMS_CODE_PATTERN = '^\\d{6}$';
// 2-20 characters, an emoji (a surrogate pair) counting as one, in any reading of the pattern (the client
// compiles it without the u flag); never markup characters, controls (NUL), bidirectional overrides or
// invisible spaces (issue 13 finding 15). ZWNJ and ZWJ stay: Bengali spelling and emoji sequences use them.
const NICKNAME_PATTERN =
  '^(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[^<>"\'&\\u0000-\\u001F\\u007F-\\u009F\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF\\uD800-\\uDFFF]){2,20}$';

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
): FieldSetting => ({ enabled, required, acceptedPattern, minLength, maxLength, patternId });

const off = (patternId: string, maxLength = 50): FieldSetting => field(false, false, ANY, 0, maxLength, patternId);

export type RegisterSettings = Record<string, FieldSetting>;

/**
 * `required` is for the username method; on the mobile method mobileNum is required and
 * verificationCode too while REGMOBVERF3 is on (CONTRACT.md, "Register settings").
 */
export function registerSettings(flags: Record<string, boolean>): RegisterSettings {
  return {
    username: field(true, true, USERNAME_PATTERN, 6, 16, 'USERNAME'),
    password: field(true, true, PASSWORD_PATTERN, 6, 20, 'PASSWORD'),
    confirmPassword: field(true, true, ANY, 6, 20, 'CONFIRM_PASSWORD'),
    paymentPassword: field(false, false, '^\\d{6}$', 6, 6, 'PAYMENT_PASSWORD'),
    idNumber: off('ID_NUMBER', 20),
    qqNum: off('QQ', 15),
    facebook: off('SOCIAL_ID'),
    wechat: off('SOCIAL_ID'),
    line: off('SOCIAL_ID'),
    whatsapp: off('SOCIAL_ID'),
    zalo: off('SOCIAL_ID'),
    email: field(true, false, EMAIL_PATTERN, 6, 50, 'EMAIL'),
    nickname: field(true, false, NICKNAME_PATTERN, 2, 20, 'NICKNAME'),
    payeeName: off('PAYEE_NAME'),
    mobileNum: field(true, false, BD_MOBILE_PATTERN, 10, 11, 'MOBILE_BD'),
    verificationCode: field(flags.REGMOBVERF3 ?? false, false, SMS_CODE_PATTERN, 6, 6, 'SMS_CODE'),
    recommenderId: off('RECOMMENDER_ID', 20),
    affiliateCode: field(true, false, '^[A-Za-z0-9]{4,12}$', 4, 12, 'AFFILIATE_CODE'),
    captcha: field(true, true, '^\\d{4}$', 4, 4, 'CAPTCHA'),
    loginUsername: field(true, true, '^[a-zA-Z0-9_]{4,32}$', 4, 32, 'LOGIN_USERNAME'),
    loginPassword: field(true, true, '^[\\x21-\\x7e]{6,20}$', 6, 20, 'LOGIN_PASSWORD'),
    loginMobileNum: field(true, true, BD_MOBILE_PATTERN, 10, 11, 'MOBILE_BD'),
  };
}

export type FieldProblem = 'required' | 'length' | 'pattern';

/** The server-side check of one value against its setting; '' means not given. */
export function checkField(setting: FieldSetting, value: string, required = setting.required): FieldProblem | null {
  if (value === '') return required ? 'required' : null;
  // Lengths count code points, as a person would.
  const length = [...value].length;
  if (length < setting.minLength || length > setting.maxLength) return 'length';
  if (setting.acceptedPattern !== ANY && !new RegExp(setting.acceptedPattern).test(value)) return 'pattern';
  return null;
}
