import type { FieldCheck, FormValues, ValidationError } from './validation-types.ts';

// The checks the spec fixes whatever the server configures (section 5). Each is a small FieldCheck;
// `compose` chains them, so a page can build its own from the same parts.

/** Input limits the spec fixes; pages also put them on the inputs' maxLength. */
export const INPUT_LIMITS = {
  captcha: 6,
  captchaGeneric: 16,
  smsCode: 10,
  mobileNum: 20,
  remark: 140,
} as const;

/** The shortest mobile number accepted when the server gives no minimum (Bangladesh: 10 digits after the code). */
export const DEFAULT_MOBILE_MIN_LENGTH = 10;

const isEmpty = (value: string) => value.trim() === '';
const fail = (key: string, params?: ValidationError['params']): ValidationError => (params ? { key, params } : { key });

function check(fn: (value: string, values: FormValues) => ValidationError | null, deps?: readonly string[]): FieldCheck {
  const wrapped: FieldCheck = (value, values) => fn(value, values);
  if (deps?.length) wrapped.deps = deps;
  return wrapped;
}

/** Runs checks in order and reports the first failure; the result reads every field its parts read. */
export function compose(...checks: FieldCheck[]): FieldCheck {
  const deps = [...new Set(checks.flatMap((c) => c.deps ?? []))];
  return check((value, values) => {
    for (const c of checks) {
      const error = c(value, values);
      if (error) return error;
    }
    return null;
  }, deps);
}

// The parts. Apart from `required`, each lets an empty value pass: emptiness is `required`'s job.

export const required = (key = 'validation.required'): FieldCheck => check((value) => (isEmpty(value) ? fail(key) : null));

export const digitsOnly = (key = 'validation.digits_only'): FieldCheck =>
  check((value) => (value === '' || /^\d+$/.test(value) ? null : fail(key)));

export const lettersOrDigits = (key = 'validation.letters_digits'): FieldCheck =>
  check((value) => (value === '' || /^[A-Za-z0-9]+$/.test(value) ? null : fail(key)));

export const maxLength = (max: number): FieldCheck =>
  check((value) => ([...value].length > max ? fail('validation.length', { max, context: 'max' }) : null));

export const minLength = (min: number): FieldCheck =>
  check((value) => (value !== '' && [...value].length < min ? fail('validation.length', { min, context: 'min' }) : null));

export const matches = (pattern: RegExp, key: string): FieldCheck =>
  check((value) => (value === '' || pattern.test(value) ? null : fail(key)));

/** The value must equal another field's (re-checked when that field changes). */
export const equalsField = (field: string, key: string): FieldCheck =>
  check((value, values) => (value === '' || value === (values[field] ?? '') ? null : fail(key)), [field]);

/** The value must differ from a known old one, e.g. the password held in memory. */
export const differentFrom = (old: string | null | undefined): FieldCheck =>
  check((value) => (value !== '' && old != null && old !== '' && value === old ? fail('validation.same_as_old') : null));

/** The value must differ from another field's, e.g. the old-password field. */
export const differentFromField = (field: string): FieldCheck =>
  check(
    (value, values) => {
      const old = values[field] ?? '';
      return value !== '' && old !== '' && value === old ? fail('validation.same_as_old') : null;
    },
    [field],
  );

// The named rules of spec section 5.

/** Register: confirm password required ('in_incorrect_password') and equal to the password ('in_confirmation_correct'). */
export const confirmPassword = (passwordField = 'password'): FieldCheck =>
  compose(required('in_incorrect_password'), equalsField(passwordField, 'in_confirmation_correct'));

/** Change password: confirm required ('Enter password') and equal to the new one ('Confirmation password not matched'). */
export const changePasswordConfirm = (newPasswordField = 'newPassword'): FieldCheck => confirmPassword(newPasswordField);

/** Register and login captcha: required ('in_vwrite_code'), digits, at most 6. */
export const captcha = (): FieldCheck => compose(required('in_vwrite_code'), digitsOnly(), maxLength(INPUT_LIMITS.captcha));

/** Other captchas: 1 to 16 letters or digits. */
export const captchaGeneric = (): FieldCheck =>
  compose(required('in_vwrite_code'), lettersOrDigits(), maxLength(INPUT_LIMITS.captchaGeneric));

/** SMS code: digits, at most 10; required only where the page says (the server rule usually does). */
export const smsCode = ({ required: isRequired = false }: { required?: boolean } = {}): FieldCheck =>
  compose(...(isRequired ? [required('in_vwrite_code')] : []), digitsOnly(), maxLength(INPUT_LIMITS.smsCode));

export interface MobileNumOptions {
  /** true on the mobile tab */
  required?: boolean;
  /** the configured phone digit count */
  minLength?: number;
  maxLength?: number;
}

/** Mobile number: every failure shows 'in_mobileNum_error' with the minimum length. */
export const mobileNum = ({
  required: isRequired = true,
  minLength: min = DEFAULT_MOBILE_MIN_LENGTH,
  maxLength: max = INPUT_LIMITS.mobileNum,
}: MobileNumOptions = {}): FieldCheck =>
  check((value) => {
    const error = fail('validation.in_mobileNum_error', { min });
    if (isEmpty(value)) return isRequired ? error : null;
    return /^\d+$/.test(value) && value.length >= min && value.length <= max ? null : error;
  });

// Deliberately loose: the server is the judge of an address; this only catches typing slips.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail (trimmed): required only when asked; a malformed address shows 'in_email_incorrect'. */
export const email = ({ required: isRequired = false }: { required?: boolean } = {}): FieldCheck =>
  check((value) => {
    const trimmed = value.trim();
    if (trimmed === '') return isRequired ? fail('validation.required') : null;
    return SIMPLE_EMAIL.test(trimmed) ? null : fail('in_email_incorrect');
  });

/** Feedback remark: at most 140 characters. */
export const remark = (): FieldCheck => maxLength(INPUT_LIMITS.remark);
