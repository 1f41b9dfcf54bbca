import type { InputHTMLAttributes, ReactNode } from 'react';
import { latinDigits } from '@wl/kit';
import { type BoundFieldOptions, useBoundField } from './bound-field.ts';
import { FieldFrame, useFieldIds } from './field-frame.tsx';
import styles from './field.module.css';

export interface TextFieldProps
  extends BoundFieldOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children' | 'name' | 'onBlur'> {
  label: ReactNode;
  /** a standing hint (limits, format), tied to the input as its problem is */
  hint?: ReactNode;
  /** before the input, inside its frame (the dialling-code picker) */
  start?: ReactNode;
  /** after the input, inside its frame (show/hide, send code, captcha picture, currency) */
  end?: ReactNode;
}

/** Fields of digits: codes, numbers, phone numbers, amounts. */
const DIGITS = new Set(['numeric', 'tel', 'decimal']);

/**
 * A labelled input of a form with its hint and its problem. The label stays visible (placeholders vanish
 * while typing); the problem is tied with aria-describedby.
 */
export function TextField({ name, control, clean, label, hint, start, end, id, className, required, ...input }: TextFieldProps) {
  const digits = DIGITS.has(input.inputMode ?? '');
  // a code or a number typed on a Bengali keyboard is the same code: read, and shown, in Latin digits (decision 025)
  const read = (value: string) => {
    const latin = digits ? latinDigits(value) : value;
    return clean ? clean(latin) : latin;
  };
  const bound = useBoundField({ name, control, clean: read });
  const error = bound.error;
  const ids = useFieldIds(name, id, error, hint);
  const disabled = input.disabled || bound.disabled;
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} hint={hint} disabled={disabled} className={className}>
      {start}
      <input
        {...input}
        ref={bound.inputRef}
        id={ids.controlId}
        name={name}
        value={bound.value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={styles.input}
        onChange={(event) => bound.onValueChange(event.target.value)}
        onBlur={bound.onBlur}
      />
      {end}
    </FieldFrame>
  );
}
