import {
  captcha,
  captchaGeneric,
  changePasswordConfirm,
  compose,
  confirmPassword,
  differentFrom,
  differentFromField,
  email,
  maxLength,
  mobileNum,
  remark,
  required,
  smsCode,
} from './builtin-checks.ts';
import type { FieldCheck, FormValues } from './validation-types.ts';

const keyOf = (check: FieldCheck, value: string, values: FormValues = {}) => check(value, values)?.key ?? null;

describe('confirmPassword', () => {
  const check = confirmPassword();

  it('is required with "in_incorrect_password"', () => {
    expect(keyOf(check, '', { password: 'abc123' })).toBe('in_incorrect_password');
  });

  it('must equal the password, "in_confirmation_correct"', () => {
    expect(keyOf(check, 'abc124', { password: 'abc123' })).toBe('in_confirmation_correct');
    expect(keyOf(check, 'abc123', { password: 'abc123' })).toBeNull();
  });

  it('declares the password field it reads', () => {
    expect(check.deps).toEqual(['password']);
    expect(confirmPassword('pwd').deps).toEqual(['pwd']);
  });
});

test('changePasswordConfirm compares with the new password', () => {
  const check = changePasswordConfirm();
  expect(keyOf(check, '', { newPassword: 'x1' })).toBe('in_incorrect_password');
  expect(keyOf(check, 'x2', { newPassword: 'x1' })).toBe('in_confirmation_correct');
  expect(keyOf(check, 'x1', { newPassword: 'x1', password: 'other' })).toBeNull();
});

describe('captcha', () => {
  it.each([
    ['', 'in_vwrite_code'],
    ['12a4', 'validation.digits_only'],
    ['1234567', 'validation.length'],
    ['123456', null],
    ['1', null],
  ])('%p -> %p', (value, key) => {
    expect(keyOf(captcha(), value)).toBe(key);
  });
});

describe('captchaGeneric', () => {
  it.each([
    ['', 'in_vwrite_code'],
    ['ab-12', 'validation.letters_digits'],
    ['a'.repeat(17), 'validation.length'],
    ['a'.repeat(16), null],
    ['Z9', null],
  ])('%p -> %p', (value, key) => {
    expect(keyOf(captchaGeneric(), value)).toBe(key);
  });
});

describe('smsCode', () => {
  it('takes up to 10 digits', () => {
    expect(keyOf(smsCode(), '1234567890')).toBeNull();
    expect(keyOf(smsCode(), '12345678901')).toBe('validation.length');
    expect(keyOf(smsCode(), '12 34')).toBe('validation.digits_only');
  });

  it('is optional unless asked', () => {
    expect(keyOf(smsCode(), '')).toBeNull();
    expect(keyOf(smsCode({ required: true }), '')).toBe('in_vwrite_code');
  });
});

describe('mobileNum', () => {
  it('reports every failure with in_mobileNum_error and the minimum length', () => {
    const check = mobileNum({ minLength: 10 });
    const expected = { key: 'validation.in_mobileNum_error', params: { min: 10 } };
    expect(check('', {})).toEqual(expected);
    expect(check('12345', {})).toEqual(expected);
    expect(check('17123x5678', {})).toEqual(expected);
    expect(check('1'.repeat(21), {})).toEqual(expected);
    expect(check('1712345678', {})).toBeNull();
    expect(check('1'.repeat(20), {})).toBeNull();
  });

  it('may be left empty off the mobile tab', () => {
    expect(keyOf(mobileNum({ required: false }), '')).toBeNull();
    expect(keyOf(mobileNum({ required: false }), '12')).toBe('validation.in_mobileNum_error');
  });
});

describe('email', () => {
  it.each([
    ['name@example.com', null],
    ['  name@example.com  ', null],
    ['name@example', 'in_email_incorrect'],
    ['name example@x.com', 'in_email_incorrect'],
    ['@example.com', 'in_email_incorrect'],
  ])('%p -> %p', (value, key) => {
    expect(keyOf(email(), value)).toBe(key);
  });

  it('is required only when asked', () => {
    expect(keyOf(email(), ' ')).toBeNull();
    expect(keyOf(email({ required: true }), ' ')).toBe('validation.required');
  });
});

test('remark takes up to 140 characters', () => {
  expect(keyOf(remark(), 'ক'.repeat(140))).toBeNull();
  expect(remark()('a'.repeat(141), {})).toEqual({ key: 'validation.length', params: { max: 140, context: 'max' } });
});

describe('differentFrom', () => {
  it('rejects the old password', () => {
    expect(keyOf(differentFrom('old-pass'), 'old-pass')).toBe('validation.same_as_old');
    expect(keyOf(differentFrom('old-pass'), 'new-pass')).toBeNull();
  });

  it('has nothing to compare with an unknown old password', () => {
    expect(keyOf(differentFrom(undefined), 'x')).toBeNull();
    expect(keyOf(differentFrom(''), '')).toBeNull();
  });

  it('can compare with another field and declares it', () => {
    const check = differentFromField('oldPassword');
    expect(keyOf(check, 'same', { oldPassword: 'same' })).toBe('validation.same_as_old');
    expect(keyOf(check, 'same', { oldPassword: '' })).toBeNull();
    expect(check.deps).toEqual(['oldPassword']);
  });
});

test('compose reports the first failure and merges what its parts read', () => {
  const check = compose(required('in_vwrite_code'), maxLength(3), differentFromField('a'), confirmPassword('b'));
  expect(keyOf(check, '')).toBe('in_vwrite_code');
  expect(keyOf(check, 'abcd')).toBe('validation.length');
  expect(keyOf(check, 'ab', { a: 'ab' })).toBe('validation.same_as_old');
  expect(check.deps).toEqual(['a', 'b']);
});
