// The engine's texts join the 'common' namespace under 'validation.' when a form that validates loads.
import './register-texts.ts';
import { i18n } from '@wl/kit';
import type { ValidationError } from './validation-types.ts';

/**
 * The text of a validation error in the language on screen: a key of the 'common' namespace, or another's named with
 * its prefix, whatever namespace the form's own texts are in. The key may be the platform's (a rule's pattern id),
 * so it is read as i18next reads a key from outside: with a default, the key itself, as a missing key always shows.
 */
export function validationMessage(error: ValidationError | null | undefined): string {
  return error ? i18n.t(error.key, { ...error.params, ns: 'common', defaultValue: error.key }) : '';
}
