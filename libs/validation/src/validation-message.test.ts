import { i18n } from '@wl/shared';
import { validationMessage } from './validation-message.ts';

afterEach(async () => {
  await i18n.changeLanguage('bn');
});

describe('validationMessage', () => {
  it("translates the spec's top-level keys and the engine's own, with their values", async () => {
    await i18n.changeLanguage('en');
    expect(validationMessage(i18n.t, { key: 'in_confirmation_correct' })).toBe('Confirmation password not matched');
    expect(validationMessage(i18n.t, { key: 'validation.in_mobileNum_error', params: { min: 10 } })).toBe(
      'Enter a valid mobile number of at least 10 digits',
    );
    await i18n.changeLanguage('bn');
    expect(validationMessage(i18n.t, { key: 'validation.same_as_old' })).toBe('নতুন পাসওয়ার্ড ও পুরনো পাসওয়ার্ড একই হতে পারবে না');
  });

  it("finds the texts through a t bound to a remote's namespace", async () => {
    await i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'auth', { title: 'Login' }, true, true);
    expect(validationMessage(i18n.getFixedT('en', 'auth'), { key: 'validation.required' })).toBe('This field is required');
  });

  it('is empty without an error', () => {
    expect(validationMessage(i18n.t, undefined)).toBe('');
    expect(validationMessage(i18n.t, null)).toBe('');
  });
});
