import type { TFunction } from 'i18next';
import type { RulesForm } from '@wl/validation';
import { focusSoon } from '../../lib/validation/bind-field.ts';
import { isPhoneProviderError } from './phone-provider-api.ts';
import { providerFailureKey } from './use-phone-code.ts';

/**
 * Shows a refusal of the phone-verification provider on the form, leaving every typed value in place: the
 * code's problems (wrong, expired, too many tries) under the code field, a bad number under the number, the
 * provider being down as the form's error. False for any other error, which the form handles itself.
 */
export function showProviderFailure(
  err: unknown,
  form: RulesForm,
  setFormError: (text: string | null) => void,
  t: TFunction<'auth'>,
): boolean {
  if (!isPhoneProviderError(err)) return false;
  if (err.failure === 'UNAVAILABLE') {
    setFormError(t(providerFailureKey(err)));
    return true;
  }
  const field = err.failure === 'INVALID_PHONE_NUMBER' ? 'mobileNum' : 'verificationCode';
  form.setError(field, { type: providerFailureKey(err), message: t(providerFailureKey(err)) });
  focusSoon(form, field);
  return true;
}
