import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { latinDigits } from '@wl/shared';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** the translated error; shown under the field and tied to it with aria-describedby */
  error?: string;
  /** marks the label with an asterisk (the form validates; the browser's own bubbles are off) */
  required?: boolean;
  /** before the input, inside its frame (the dialling-code picker) */
  start?: ReactNode;
  /** after the input, inside its frame (show/hide, send code, captcha picture) */
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** Fields of digits: codes, numbers, phone numbers. */
const DIGITS_ONLY = new Set(['numeric', 'tel', 'decimal']);

/** A labelled input with its error text. The label stays visible: placeholders vanish while typing. */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  required,
  start,
  end,
  inputRef,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${name}${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined} data-disabled={input.disabled ? 'true' : undefined}>
        {start}
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          name={name}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
          // a code or a number typed on a Bengali keyboard is the same code: read, and shown, in Latin digits (decision 025)
          onChange={(event) => onValueChange(DIGITS_ONLY.has(input.inputMode ?? '') ? latinDigits(event.target.value) : event.target.value)}
        />
        {end}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
