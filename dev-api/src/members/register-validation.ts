import { checkField, type FieldProblem, type RegisterSettings } from '../config/register-settings.ts';
import { secretField, textField } from '../http/body-fields.ts';
import { parseMobileNumber, type MobileNumber } from './mobile-number.ts';

export type RegisterMethod = 'username' | 'mobile';

/** The registration payload fields the settings govern (spec section 3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];

const SECRET_FIELDS = new Set<string>(['password', 'confirmPassword', 'paymentPassword']);

interface FieldIssue {
  field: RegisterField;
  problem: FieldProblem;
  patternId: string;
}

export interface RegistrationInput {
  /** Every field's value; '' for fields not given or disabled in the settings. */
  values: Record<RegisterField, string>;
  mobile: MobileNumber | null;
  issues: FieldIssue[];
}

function isRequired(method: RegisterMethod, field: RegisterField, settingRequired: boolean, flags: Record<string, boolean>): boolean {
  if (method === 'username') return settingRequired;
  switch (field) {
    case 'mobileNum':
      return true;
    case 'verificationCode':
      return flags.REGMOBVERF3 ?? false;
    case 'username':
      return false;
    case 'password':
    case 'confirmPassword':
      return flags.MOBILENUMPASSREG3 ?? false;
    default:
      return settingRequired;
  }
}

/** The same rules the client applies from GET /wps/system/setting/register, enforced again here. */
export function validateRegistration(
  body: Record<string, unknown>,
  method: RegisterMethod,
  settings: RegisterSettings,
  flags: Record<string, boolean>,
): RegistrationInput {
  const values = {} as Record<RegisterField, string>;
  const issues: FieldIssue[] = [];
  let mobile: MobileNumber | null = null;

  for (const field of REGISTER_FIELDS) {
    const setting = settings[field];
    values[field] = '';
    // The SMS code belongs to the mobile method; a disabled field's value is ignored.
    if (!setting?.enabled || (field === 'verificationCode' && method === 'username')) continue;
    const value = SECRET_FIELDS.has(field) ? secretField(body, field) : textField(body, field);
    values[field] = value;
    const required = isRequired(method, field, setting.required, flags);

    let problem: FieldProblem | null;
    if (field === 'mobileNum') {
      // The pattern in the settings is Bangladesh's; other dialing codes get their own check.
      mobile = value ? parseMobileNumber(value, textField(body, 'countryDialingCode')) : null;
      problem = value === '' ? (required ? 'required' : null) : mobile ? null : 'pattern';
    } else if (field === 'captcha' || field === 'verificationCode') {
      // Their values are checked against what was issued, not against a pattern.
      problem = value === '' && required ? 'required' : null;
    } else {
      problem = checkField(setting, value, required);
    }
    if (problem) issues.push({ field, problem, patternId: setting.patternId });
  }
  return { values, mobile, issues };
}
