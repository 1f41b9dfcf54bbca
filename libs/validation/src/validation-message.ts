// The engine's texts join the 'common' namespace under 'validation.' when a form that validates loads.
import './register-texts.ts';
import { i18n } from '@wl/shared';
import type { ValidationError } from './validation-types.ts';

/**
 * The text of a validation error in the language on screen. Its key is one of the 'common' namespace's, whatever
 * namespace the form's own texts are in; the form re-renders (and re-checks) on a switch of language.
 */
export function validationMessage(error: ValidationError | null | undefined): string {
  return error ? i18n.t(error.key, { ...error.params, ns: 'common' }) : '';
}
