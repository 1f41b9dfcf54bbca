import './register-texts.ts';
import { i18n } from '@wl/kit';
import { confirmPassword } from './builtin-checks.ts';
import { clearPatternCache, compilePattern } from './pattern-cache.ts';
import { validationMessage } from './validation-message.ts';
import { firstInvalidField, patternErrorKey, validateField, validateForm } from './validate-field.ts';
import type { FieldRule, RuleSet, ValidationError } from './validation-types.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: true, acceptedPattern: '*', ...over });

describe('validateField with a server rule', () => {
  it('passes when the rule is missing or disabled', () => {
    expect(validateField(undefined, '')).toBeNull();
    expect(validateField(rule({ enabled: false, acceptedPattern: '^\\d+$' }), 'abc')).toBeNull();
  });

  it('lets an optional field stay empty, spaces included', () => {
    const optional = rule({ required: false, acceptedPattern: '^\\d+$', minLength: 4 });
    expect(validateField(optional, '')).toBeNull();
    expect(validateField(optional, '   ')).toBeNull();
    expect(validateField(optional, 'ab')).not.toBeNull();
  });

  it('asks for a required field left empty or blank', () => {
    expect(validateField(rule(), '')).toEqual({ key: 'validation.required' });
    expect(validateField(rule(), '  ')).toEqual({ key: 'validation.required' });
  });

  it('reports the length bounds that apply', () => {
    expect(validateField(rule({ minLength: 6, maxLength: 16 }), 'abc')).toEqual({
      key: 'validation.length',
      params: { min: 6, max: 16, context: 'range' },
    });
    expect(validateField(rule({ minLength: 6 }), 'abc')).toEqual({ key: 'validation.length', params: { min: 6, context: 'min' } });
    expect(validateField(rule({ maxLength: 2 }), 'abc')).toEqual({ key: 'validation.length', params: { max: 2, context: 'max' } });
    expect(validateField(rule({ minLength: 3, maxLength: 3 }), 'abc')).toBeNull();
  });

  it('ignores bounds that are not positive numbers', () => {
    expect(validateField(rule({ minLength: 0, maxLength: Number.NaN }), 'abc')).toBeNull();
  });

  it('names the pattern text by patternId, then by field, then the default', () => {
    const digits = rule({ acceptedPattern: '^\\d+$' });
    expect(validateField({ ...digits, patternId: 'username' }, 'x')).toEqual({ key: 'validation.pattern.username' });
    expect(validateField(digits, 'x', { field: 'email' })).toEqual({ key: 'validation.pattern.email' });
    expect(validateField({ ...digits, patternId: 'SOMETHING_NEW' }, 'x')).toEqual({ key: 'validation.pattern.default' });
    expect(validateField(digits, 'x')).toEqual({ key: 'validation.pattern.default' });
    expect(validateField(digits, '123')).toBeNull();
  });

  it('treats "*" and an empty pattern as anything', () => {
    expect(validateField(rule({ acceptedPattern: '*' }), '!@#')).toBeNull();
    expect(validateField(rule({ acceptedPattern: '' }), '!@#')).toBeNull();
  });

  it('accepts the settings\' "1"/"0" flags as booleans', () => {
    const loose = { enabled: '1', required: '0', acceptedPattern: '^a$' } as unknown as FieldRule;
    expect(validateField(loose, '')).toBeNull();
    expect(validateField(loose, 'b')).toEqual({ key: 'validation.pattern.default' });
    expect(validateField({ ...loose, enabled: '0' } as unknown as FieldRule, 'b')).toBeNull();
  });

  it('runs the fixed checks after the rule passes, with the whole form', () => {
    const values = { password: 'secret1', confirmPassword: 'secret2' };
    expect(validateField(undefined, 'secret2', { field: 'confirmPassword', values, checks: confirmPassword() })).toEqual({
      key: 'in_confirmation_correct',
    });
    expect(validateField(rule(), '', { checks: [confirmPassword()] })).toEqual({ key: 'validation.required' });
  });
});

describe('server patterns', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    clearPatternCache();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('compiles each source once', () => {
    expect(compilePattern('^[a-z]+$')).toBe(compilePattern('^[a-z]+$'));
  });

  it('treats a pattern that does not compile as "*" and warns once', () => {
    const broken = rule({ acceptedPattern: '([a-z' });
    expect(validateField(broken, 'anything at all')).toBeNull();
    expect(validateField(broken, 'again')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads the /source/flags form and drops the stateful flags', () => {
    const pattern = compilePattern('/^abc$/gi');
    expect(pattern?.flags).toBe('i');
    const caseless = rule({ acceptedPattern: '/^abc$/gi' });
    expect(validateField(caseless, 'ABC')).toBeNull();
    expect(validateField(caseless, 'ABC')).toBeNull();
  });
});

describe('validateForm', () => {
  const rules: RuleSet = {
    username: rule({ acceptedPattern: '^[a-z0-9]{4,}$', patternId: 'username' }),
    password: rule({ minLength: 6 }),
    nickname: rule({ required: false }),
    qqNum: rule({ enabled: false }),
  };

  it('returns errors in field order, valid fields absent', () => {
    const errors = validateForm(rules, { username: 'A!', password: '', nickname: '' }, { confirmPassword: confirmPassword() });
    expect(Object.keys(errors)).toEqual(['username', 'password', 'confirmPassword']);
    expect(errors.confirmPassword).toEqual({ key: 'in_incorrect_password' });
  });

  it('is empty for a valid form', () => {
    expect(
      validateForm(rules, { username: 'abcd', password: '123456', confirmPassword: '123456' }, { confirmPassword: confirmPassword() }),
    ).toEqual({});
  });
});

describe('firstInvalidField', () => {
  const errors: Record<string, ValidationError> = { password: { key: 'validation.required' }, username: { key: 'validation.required' } };

  it('follows the screen order when given', () => {
    expect(firstInvalidField(errors, ['username', 'password'])).toBe('username');
  });

  it("falls back to the errors' own order, and to nothing", () => {
    expect(firstInvalidField(errors)).toBe('password');
    expect(firstInvalidField(errors, ['email'])).toBe('password');
    expect(firstInvalidField({}, ['username'])).toBeUndefined();
  });
});

describe('error texts', () => {
  afterAll(() => i18n.changeLanguage('bn'));

  it('has a text for every key the engine produces, in both languages', async () => {
    for (const lng of ['en', 'bn']) {
      await i18n.changeLanguage(lng);
      for (const key of ['validation.required', 'validation.pattern.default', patternErrorKey('mobileNum'), 'validation.same_as_old']) {
        expect(i18n.exists(key)).toBe(true);
      }
    }
  });

  it('words the length message by the bounds it has', async () => {
    await i18n.changeLanguage('en');
    const text = (max?: number, min?: number) => {
      const error = validateField(rule({ minLength: min, maxLength: max }), 'abcdef');
      return validationMessage(error);
    };
    expect(text(undefined, 8)).toBe('Enter at least 8 characters');
    expect(text(4)).toBe('Enter at most 4 characters');
    expect(text(4, 2)).toBe('Enter 2 to 4 characters');
    await i18n.changeLanguage('bn');
    expect(text(4)).toBe('সর্বোচ্চ ৪টি অক্ষর লিখুন');
  });
});
