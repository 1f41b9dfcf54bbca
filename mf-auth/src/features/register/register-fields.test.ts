import { validateForm } from '@wl/validation';
import { REGISTER_SETTINGS } from '../../test/fixtures.ts';
import { registerChecks } from './register-fields.ts';
import { isFieldRequired, keep, registerMethods, visibleFields, type RegisterFlags } from './register-shape.ts';

const ALL_ON: RegisterFlags = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };
const errorsOf = (method: 'username' | 'mobile', values: Record<string, string>, flags = ALL_ON) =>
  validateForm({}, { countryDialingCode: '880', ...values }, registerChecks(method, REGISTER_SETTINGS, flags));

describe('register tabs and fields', () => {
  it('shows both tabs only when both methods are on; mobile alone when username is off', () => {
    expect(registerMethods({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual(['username', 'mobile']);
    expect(registerMethods({ USERNAMEREG3: false, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(registerMethods({ USERNAMEREG3: true, MOBILENUMREG3: false })).toEqual(['username']);
    expect(registerMethods({ USERNAMEREG3: false, MOBILENUMREG3: false })).toEqual([]);
  });

  it('takes the enabled fields of the settings, in screen order', () => {
    expect(visibleFields('username', REGISTER_SETTINGS, ALL_ON)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'nickname',
      'affiliateCode',
      'captcha',
    ]);
    expect(visibleFields('mobile', REGISTER_SETTINGS, ALL_ON)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'affiliateCode',
      'captcha',
    ]);
    // without MOBILENUMPASSREG3 a phone member has no password; without REGMOBVERF3 no SMS code
    const noExtras = { ...ALL_ON, MOBILENUMPASSREG3: false };
    const settings = { ...REGISTER_SETTINGS, verificationCode: { ...REGISTER_SETTINGS.verificationCode!, enabled: false } };
    expect(visibleFields('mobile', settings, noExtras)).toEqual(['mobileNum', 'email', 'nickname', 'affiliateCode', 'captcha']);
  });

  it('marks required what the platform requires per method', () => {
    const required = (method: 'username' | 'mobile', flags = ALL_ON) =>
      visibleFields(method, REGISTER_SETTINGS, flags).filter((f) => isFieldRequired(f, method, REGISTER_SETTINGS, flags));
    expect(required('username')).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
    expect(required('mobile')).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha']);
    expect(required('mobile', { ...ALL_ON, REGMOBVERF3: false })).toEqual(['mobileNum', 'password', 'confirmPassword', 'captcha']);
  });
});

describe('register rules of spec section 5', () => {
  it('confirm password: required (in_incorrect_password), equal to the password (in_confirmation_correct)', () => {
    expect(errorsOf('username', { password: 'abc123', confirmPassword: '' }).confirmPassword).toEqual({ key: 'in_incorrect_password' });
    expect(errorsOf('username', { password: 'abc123', confirmPassword: 'abc124' }).confirmPassword).toEqual({
      key: 'in_confirmation_correct',
    });
    expect(errorsOf('username', { password: 'abc123', confirmPassword: 'abc123' }).confirmPassword).toBeUndefined();
  });

  it('captcha: required (in_vwrite_code), numeric, at most 6, then the 4 digits of the server', () => {
    expect(errorsOf('username', { captcha: '' }).captcha).toEqual({ key: 'in_vwrite_code' });
    expect(errorsOf('username', { captcha: '12a4' }).captcha).toEqual({ key: 'validation.digits_only' });
    expect(errorsOf('username', { captcha: '1234567' }).captcha).toEqual({ key: 'validation.length', params: { max: 6, context: 'max' } });
    expect(errorsOf('username', { captcha: '12345' }).captcha).toEqual({ key: 'validation.pattern.CAPTCHA' });
    expect(errorsOf('username', { captcha: '4821' }).captcha).toBeUndefined();
  });

  it('SMS code: numeric, at most 10, required on the mobile tab', () => {
    expect(errorsOf('mobile', { verificationCode: '' }).verificationCode).toEqual({ key: 'in_vwrite_code' });
    expect(errorsOf('mobile', { verificationCode: '12x' }).verificationCode).toEqual({ key: 'validation.digits_only' });
    expect(errorsOf('mobile', { verificationCode: '12345678901' }).verificationCode).toEqual({
      key: 'validation.length',
      params: { max: 10, context: 'max' },
    });
    expect(errorsOf('mobile', { verificationCode: '12345' }).verificationCode).toEqual({ key: 'validation.pattern.SMS_CODE' });
    expect(errorsOf('mobile', { verificationCode: '123456' }).verificationCode).toBeUndefined();
  });

  it('mobile: required on the mobile tab only; in_mobileNum_error with the minimum length; at most 20', () => {
    const mobileError = { key: 'validation.in_mobileNum_error', params: { min: 10 } };
    expect(errorsOf('mobile', { mobileNum: '' }).mobileNum).toEqual(mobileError);
    expect(errorsOf('username', { mobileNum: '' }).mobileNum).toBeUndefined();
    expect(errorsOf('username', { mobileNum: '171234' }).mobileNum).toEqual(mobileError);
    expect(errorsOf('username', { mobileNum: '1012345678' }).mobileNum).toEqual(mobileError);
    expect(errorsOf('username', { mobileNum: '1'.repeat(21) }).mobileNum).toEqual(mobileError);
    expect(errorsOf('username', { mobileNum: '01712345678' }).mobileNum).toBeUndefined();
    expect(errorsOf('username', { mobileNum: '1712345678' }).mobileNum).toBeUndefined();
  });

  it('server rules with a text per pattern id', () => {
    const errors = errorsOf('username', { username: 'abc_def', password: 'abcdefg', email: 'x@y', nickname: 'a<b', affiliateCode: 'A!1' });
    expect(errors.username).toEqual({ key: 'validation.pattern.USERNAME' });
    expect(errors.password).toEqual({ key: 'validation.pattern.PASSWORD' });
    expect(errors.email).toEqual({ key: 'in_email_incorrect' });
    expect(errors.nickname).toEqual({ key: 'validation.pattern.NICKNAME' });
    expect(errors.affiliateCode).toEqual({ key: 'validation.pattern.AFFILIATE_CODE' });
    expect(errorsOf('username', { username: 'abc' }).username).toEqual({ key: 'validation.pattern.USERNAME' });
    // a pattern id without a text of its own keeps the engine's length text
    const settings = { ...REGISTER_SETTINGS, idNumber: { ...REGISTER_SETTINGS.idNumber!, enabled: true, minLength: 4 } };
    expect(validateForm({}, { idNumber: 'ab' }, { idNumber: registerChecks('username', settings, ALL_ON).idNumber }).idNumber).toEqual({
      key: 'validation.length',
      params: { min: 4, max: 20, context: 'range' },
    });
    expect(errorsOf('username', { username: '' }).username).toEqual({ key: 'validation.required' });
    expect(errorsOf('username', { password: '' }).password).toEqual({ key: 'in_incorrect_password' });
  });

  it("judges a field as it is sent: the spaces a keyboard leaves around an e-mail or a nickname are not refused, a password's are", () => {
    const typed = { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: '1234' };
    expect(errorsOf('username', { ...typed, email: ' player@example.com ', nickname: ' Rahim ' })).toEqual({});
    // the e-mail the server's pattern refuses is still refused, spaces or not
    expect(errorsOf('username', { ...typed, email: ' player@example ' }).email).toEqual({ key: 'in_email_incorrect' });
    // a password is sent as typed: its space is the server rule's to judge
    expect(errorsOf('username', { ...typed, password: ' abc123', confirmPassword: ' abc123' }).password).toEqual({
      key: 'validation.pattern.PASSWORD',
    });
  });

  it('optional and empty passes', () => {
    const errors = errorsOf('username', { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: '1234' });
    expect(errors).toEqual({});
  });
});

describe("the register page's first screen (decision 060)", () => {
  it('keeps the fields of the tab the form opens on, each starred as the form stars it', () => {
    const parts = keep(REGISTER_SETTINGS, { USERNAMEREG3: true, MOBILENUMREG3: true });
    const fields = visibleFields('username', REGISTER_SETTINGS, { ...ALL_ON, REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    expect(parts.filter((part) => !part.includes('/'))).toEqual(fields);
    for (const field of fields)
      expect(parts.includes(`${field}/required`)).toBe(isFieldRequired(field, 'username', REGISTER_SETTINGS, ALL_ON));
    // the fixture's rules have optional fields: a star the frame drew for every field goes from those
    expect(parts.filter((part) => part.endsWith('/required')).length).toBeLessThan(fields.length);
  });

  it("opens on the mobile tab when username is off, with the password and the code's star as the flags say", () => {
    const withPassword = keep(REGISTER_SETTINGS, { MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true });
    expect(withPassword).toEqual(expect.arrayContaining(['mobileNum', 'mobileNum/required', 'password', 'verificationCode/required']));
    const without = keep(REGISTER_SETTINGS, { MOBILENUMREG3: true });
    expect(without).not.toContain('password');
    expect(without).toContain('verificationCode');
    expect(without).not.toContain('verificationCode/required');
  });

  it('keeps no field when neither method is on (the form says registration is closed)', () => {
    expect(keep(REGISTER_SETTINGS, {})).toEqual([]);
  });
});
