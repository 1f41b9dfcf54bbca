// The engine's texts join the 'common' namespace under 'validation.' when a form that validates loads.
import './register-texts.ts';
import type { ValidationError } from './validation-types.ts';

/** Any i18next `t`, whatever namespace it was bound to. */
type Translate = (key: string, options: Record<string, string | number>) => string;

/**
 * The text of a validation error in the current language. The keys live in the 'common' namespace, so
 * this works with a remote's own `t` (useTranslation('auth')) as well as the default one.
 */
export function validationMessage(t: Translate, error: ValidationError | null | undefined): string {
  return error ? t(error.key, { ...error.params, ns: 'common' }) : '';
}
