import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldControl } from './field-frame.tsx';

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
  const { ids, control } = useFieldControl({ name, id, value, onValueChange, error });
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <select {...select} ref={selectRef} {...control} className={styles.select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
