import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** the first, empty choice ("choose a bank") */
  placeholder?: string;
  error?: string | null;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, with the problem tied to it. */
export function SelectField({
  name,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  selectRef,
  id,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `${name}${autoId}`;
  const errorId = `${selectId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        <select
          {...select}
          ref={selectRef}
          id={selectId}
          name={name}
          value={value}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
