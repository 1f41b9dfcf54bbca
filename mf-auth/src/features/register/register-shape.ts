import type { RuleSet } from '@wl/validation';
import { isEnabled, isRequired } from '../../lib/validation/rule-state.ts';

// Which fields the register form shows and which it requires, by the platform's field rules and flags. Imports
// nothing that runs but the rules' state: the page's first screen runs these in the HTML's own script (decision 060).

export type RegisterMethod = 'username' | 'mobile';

/** The flags that shape the form (spec section 9; CONTRACT.md section 8). */
export interface RegisterFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  REGMOBVERF3: boolean;
  MOBILENUMPASSREG3: boolean;
}

/** The identity and messenger fields of the payload, in the order of spec section 3. */
export const CONTACT_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

/** The payload fields the register settings govern, in the order they appear on each tab. */
const OTHER_FIELDS = ['paymentPassword', 'email', 'nickname', 'payeeName', ...CONTACT_FIELDS, 'recommenderId', 'affiliateCode', 'captcha'];
const ORDER: Record<RegisterMethod, string[]> = {
  username: ['username', 'password', 'confirmPassword', 'mobileNum', ...OTHER_FIELDS],
  mobile: ['mobileNum', 'verificationCode', 'password', 'confirmPassword', ...OTHER_FIELDS],
};

/** Every field a register form can show, on either tab. */
export const REGISTER_FIELDS = [...new Set([...ORDER.username, ...ORDER.mobile])];

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

/**
 * The parts of the register page's first screen the rules show (decision 060): each field of the tab the form opens
 * on, and `<field>/required` for its star. The page's script runs it on the early call's answer and the flags on.
 */
export function keep(rules: RuleSet, on: Partial<RegisterFlags>): string[] {
  const flags: RegisterFlags = {
    USERNAMEREG3: on.USERNAMEREG3 === true,
    MOBILENUMREG3: on.MOBILENUMREG3 === true,
    REGMOBVERF3: on.REGMOBVERF3 === true,
    MOBILENUMPASSREG3: on.MOBILENUMPASSREG3 === true,
  };
  const method = registerMethods(flags)[0];
  if (!method) return [];
  return visibleFields(method, rules, flags).flatMap((field) =>
    isFieldRequired(field, method, rules, flags) ? [field, `${field}/required`] : [field],
  );
}
