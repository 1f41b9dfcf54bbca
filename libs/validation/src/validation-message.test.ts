import { i18n } from '@wl/kit';
import { validationMessage } from './validation-message.ts';

afterEach(async () => {
  await i18n.changeLanguage('bn');
});

describe('validationMessage', () => {
  it("translates the spec's top-level keys and the engine's own, with their values", async () => {
    await i18n.changeLanguage('en');
    expect(validationMessage({ key: 'in_confirmation_correct' })).toBe('Confirmation password not matched');
    expect(validationMessage({ key: 'validation.in_mobileNum_error', params: { min: 10 } })).toBe(
      'Enter a valid mobile number of at least 10 digits',
    );
    await i18n.changeLanguage('bn');
    expect(validationMessage({ key: 'validation.same_as_old' })).toBe('নতুন পাসওয়ার্ড ও পুরনো পাসওয়ার্ড একই হতে পারবে না');
  });

  it('is empty without an error', () => {
    expect(validationMessage(undefined)).toBe('');
    expect(validationMessage(null)).toBe('');
  });
});
