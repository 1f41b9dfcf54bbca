import {
  INPUT_LIMITS,
  captcha as captchaCheck,
  compose,
  confirmPassword,
  digitsOnly,
  email,
  maxLength,
  smsCode,
  type CheckSet,
  type FieldCheck,
  type FieldRule,
  type RuleSet,
} from '@wl/validation';
import { fieldCheck, isEnabled, isRequired, mobileCheck, serverRule } from '../../lib/validation/field-checks.ts';
import { CONTACT_FIELDS } from './register-payload.ts';

export type RegisterMethod = 'username' | 'mobile';

/** The flags that shape the form (spec section 9; CONTRACT.md section 8). */
export interface RegisterFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  REGMOBVERF3: boolean;
  MOBILENUMPASSREG3: boolean;
}

/** The payload fields the register settings govern, in the order they appear on each tab. */
const OTHER_FIELDS = ['paymentPassword', 'email', 'nickname', 'payeeName', ...CONTACT_FIELDS, 'recommenderId', 'affiliateCode', 'captcha'];
const ORDER: Record<RegisterMethod, string[]> = {
  username: ['username', 'password', 'confirmPassword', 'mobileNum', ...OTHER_FIELDS],
  mobile: ['mobileNum', 'verificationCode', 'password', 'confirmPassword', ...OTHER_FIELDS],
};

/** Which tabs show: both only when both methods are on; mobile is the default only when username is off. */
export function registerMethods(flags: Pick<RegisterFlags, 'USERNAMEREG3' | 'MOBILENUMREG3'>): RegisterMethod[] {
  return [flags.USERNAMEREG3 && ('username' as const), flags.MOBILENUMREG3 && ('mobile' as const)].filter((m): m is RegisterMethod =>
    Boolean(m),
  );
}

/**
 * The fields of a tab, from the settings: enabled ones only. On the mobile tab the platform makes a
 * username from the number, the SMS code belongs there alone, and the password only while
 * MOBILENUMPASSREG3 is on (without it the member logs in by SMS code).
 */
export function visibleFields(method: RegisterMethod, settings: RuleSet, flags: RegisterFlags): string[] {
  return ORDER[method].filter((field) => {
    if (field === 'confirmPassword') return isEnabled(settings.password) && (method === 'username' || flags.MOBILENUMPASSREG3);
    if (!isEnabled(settings[field])) return false;
    if (method === 'username') return field !== 'verificationCode';
    if (field === 'username') return false;
    if (field === 'password') return flags.MOBILENUMPASSREG3;
    return true;
  });
}

/** Required as the platform enforces it (its register validation): per settings, with the mobile tab's own cases. */
export function isFieldRequired(field: string, method: RegisterMethod, settings: RuleSet, flags: RegisterFlags): boolean {
  if (field === 'confirmPassword') return isFieldRequired('password', method, settings, flags);
  if (method === 'mobile') {
    if (field === 'mobileNum') return true;
    if (field === 'verificationCode') return flags.REGMOBVERF3;
    if (field === 'password') return flags.MOBILENUMPASSREG3;
  }
  return isRequired(settings[field]);
}

function checkFor(field: string, rule: FieldRule | undefined, required: boolean): FieldCheck {
  switch (field) {
    case 'password':
      return fieldCheck({ rule, required, requiredKey: 'in_incorrect_password' });
    case 'confirmPassword':
      // required ('in_incorrect_password') and equal ('in_confirmation_correct'); re-checked when the password changes
      return confirmPassword('password');
    case 'mobileNum':
      return mobileCheck({ rule, required });
    case 'verificationCode':
      return compose(smsCode({ required }), serverRule(rule));
    case 'captcha':
      // required ('in_vwrite_code'), numeric, at most 6; then the server's 4 digits
      return required
        ? compose(captchaCheck(), serverRule(rule))
        : compose(digitsOnly(), maxLength(INPUT_LIMITS.captcha), serverRule(rule));
    case 'email':
      return fieldCheck({ rule, required, checks: [email()] });
    default:
      return fieldCheck({ rule, required });
  }
}

/** The checks of a tab's visible fields (spec section 5). */
export function registerChecks(method: RegisterMethod, settings: RuleSet, flags: RegisterFlags): CheckSet {
  const checks: CheckSet = {};
  for (const field of visibleFields(method, settings, flags)) {
    checks[field] = checkFor(field, settings[field], isFieldRequired(field, method, settings, flags));
  }
  return checks;
}
