import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** the translated problem; shown under the field and tied to it with aria-describedby */
  error?: string | null;
  /** a standing hint (limits, format): also tied to the field */
  hint?: ReactNode;
  /** after the input, inside its frame */
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its problem. The label stays visible: placeholders vanish while typing. */
export function TextField({ name, label, value, onValueChange, error, hint, end, inputRef, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${name}${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {end}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
