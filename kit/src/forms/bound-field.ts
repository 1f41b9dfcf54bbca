import { type Control, type FieldValues, useController } from 'react-hook-form';

export interface BoundFieldOptions {
  name: string;
  /** the form's control; without it, the one of the enclosing FormProvider */
  control?: Control<FieldValues>;
  /** what a typed value becomes before the form keeps it (digits only, no spaces, ...) */
  clean?: (value: string) => string;
}

/**
 * A field's value, change, blur, focus target and problem, from its form (react-hook-form). The problem
 * is the translated text the resolver or setError gave (libs/validation's resolver translates).
 */
export function useBoundField({ name, control, clean }: BoundFieldOptions) {
  const { field, fieldState } = useController({ name, control });
  return {
    name,
    value: typeof field.value === 'string' ? field.value : String(field.value ?? ''),
    onValueChange: (value: string) => field.onChange(clean ? clean(value) : value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: field.disabled,
    error: fieldState.error?.message || undefined,
  };
}
