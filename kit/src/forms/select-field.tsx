import type { ReactNode, SelectHTMLAttributes } from 'react';
import { type BoundFieldOptions, useBoundField } from './bound-field.ts';
import { FieldFrame, useFieldIds } from './field-frame.tsx';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<BoundFieldOptions, 'clean'>,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children' | 'name' | 'onBlur'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** the first, empty choice ("choose a bank") */
  placeholder: string;
  hint?: ReactNode;
}

/** A labelled native select (the phone's own picker) with its problem tied to it. */
export function SelectField({ name, control, label, options, placeholder, hint, id, className, required, ...select }: SelectFieldProps) {
  const bound = useBoundField({ name, control });
  const ids = useFieldIds(name, id, bound.error, hint);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={bound.error} hint={hint} className={className}>
      <select
        {...select}
        ref={bound.inputRef}
        id={ids.controlId}
        name={name}
        value={bound.value}
        required={required}
        aria-invalid={bound.error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={styles.select}
        onChange={(event) => bound.onValueChange(event.target.value)}
        onBlur={bound.onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
