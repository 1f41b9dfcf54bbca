import {
  DEFAULT_MOBILE_MIN_LENGTH,
  INPUT_LIMITS,
  compilePattern,
  compose,
  mobileNum,
  patternErrorKey,
  required,
  validateField,
  type FieldCheck,
  type FieldRule,
  type ValidationError,
} from '@wl/validation';
import { isEnabled, isRequired } from './rule-state.ts';

export { isEnabled, isRequired };

// How mf-auth's forms turn a server rule (register settings) and the spec's fixed checks into one check
// per field. The order matters for the message a person sees: emptiness first with the spec's own text
// ('in_vwrite_code', 'in_incorrect_password'), then the spec's checks, then the server's length and
// pattern with a text that says what the format is (its patternId).

/** The shared text for a server pattern id, or null when there is none. */
export function patternKey(patternId: string | undefined): string | null {
  const key = patternErrorKey(patternId);
  return key === patternErrorKey(undefined) ? null : key;
}

/**
 * A server rule's length and pattern as a check; an empty value is left to `required`. A failure shows
 * the text of the rule's pattern id when there is one: it names the lengths too ('Use 6-16 letters or
 * digits'), where the engine's length text alone would say 'Enter 6 to 6 characters'.
 */
export function serverRule(rule: FieldRule | undefined, sent: (typed: string) => string = (typed) => typed): FieldCheck {
  return (value) => {
    if (!isEnabled(rule) || value.trim() === '') return null;
    // judged as the platform will get it: an e-mail with the keyboard's trailing space is the address without it
    const error = validateField({ ...rule, required: false }, sent(value));
    if (!error) return null;
    const own = patternKey(rule.patternId);
    return own ? { key: own } : error;
  };
}

export interface FieldCheckOptions {
  rule?: FieldRule;
  /** default: what the rule says */
  required?: boolean;
  /** the text for an empty required field */
  requiredKey?: string;
  /** the spec's checks, run before the server rule */
  checks?: FieldCheck[];
  /** the text as the form sends it (its parse), which the server rule judges; default: as typed */
  sent?: (typed: string) => string;
}

/** One field's whole check: required, the spec's checks, the server rule. */
export function fieldCheck({
  rule,
  required: isFieldRequired = isRequired(rule),
  requiredKey,
  checks = [],
  sent,
}: FieldCheckOptions): FieldCheck {
  return compose(...(isFieldRequired ? [required(requiredKey)] : []), ...checks, serverRule(rule, sent));
}

export const DIALING_CODE_FIELD = 'countryDialingCode';
export const DEFAULT_DIALING_CODE = '880';
/** Other countries: the platform takes 6-15 digits (CONTRACT.md section 5). */
const OTHER_MOBILE = { min: 6, max: 15 };

/**
 * Mobile number (spec section 5): every failure shows 'in_mobileNum_error' with the minimum length. For
 * Bangladesh the server's pattern and minimum apply; other dialing codes take 6-15 digits. Re-checked
 * when the dialing code changes.
 */
export function mobileCheck({ rule, required: isFieldRequired }: { rule?: FieldRule; required: boolean }): FieldCheck {
  const check: FieldCheck = (value, values) => {
    const bangladesh = (values[DIALING_CODE_FIELD] || DEFAULT_DIALING_CODE) === DEFAULT_DIALING_CODE;
    const min = bangladesh ? (rule?.minLength ?? 0) || DEFAULT_MOBILE_MIN_LENGTH : OTHER_MOBILE.min;
    const max = bangladesh ? INPUT_LIMITS.mobileNum : OTHER_MOBILE.max;
    const basic = mobileNum({ required: isFieldRequired, minLength: min, maxLength: max })(value, values);
    if (basic || value.trim() === '') return basic;
    const pattern = bangladesh && isEnabled(rule) ? compilePattern(rule.acceptedPattern) : null;
    const error: ValidationError = { key: 'validation.in_mobileNum_error', params: { min } };
    return pattern && !pattern.test(value) ? error : null;
  };
  check.deps = [DIALING_CODE_FIELD];
  return check;
}
