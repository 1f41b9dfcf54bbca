import { type RulesForm, type ValidationError, validationMessage } from '@wl/validation';

/** Usernames never hold spaces; the ones a phone keyboard adds after a suggestion are dropped as typed. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * Empties a field after a refusal (a spent code or captcha). Once the form was sent or the field visited,
 * it says at once that it is required again, as every field does after a change.
 */
export function clearField(form: RulesForm, name: string) {
  form.setValue(name, '', { shouldValidate: form.formState.isSubmitted || form.getFieldState(name).isTouched });
}

/** Shows the platform's word on one field (a taken username, a wrong code) until the field changes. */
export function showFieldError(form: RulesForm, name: string, error: ValidationError) {
  form.setError(name, { type: error.key, message: validationMessage(error) });
}

/** Focus after the render that follows the refusal (the field may be re-enabled or re-mounted by it). */
export function focusSoon(form: RulesForm, name: string, delay = 0) {
  setTimeout(() => form.setFocus(name), delay);
}
