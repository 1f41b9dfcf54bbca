import { validationMessage, type FormValidation } from '@wl/validation';

type Translate = (key: string, options: Record<string, string | number>) => string;

/** Usernames never hold spaces; the ones a phone keyboard adds after a suggestion are dropped as typed. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The props that tie an input to its field of the form engine: value, change, blur, error, focus target. */
export function bindField(form: FormValidation, t: Translate, field: string, clean: (value: string) => string = (v) => v) {
  return {
    name: field,
    value: form.values[field] ?? '',
    onValueChange: (value: string) => form.setValue(field, clean(value)),
    onBlur: () => form.touch(field),
    error: validationMessage(t, form.errors[field]) || undefined,
    inputRef: form.register(field),
  };
}
