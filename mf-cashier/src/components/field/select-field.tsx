import { FilterSelect } from '@wl/shared';
import type { ComponentProps, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldControl } from './field-frame.tsx';

export interface SelectFieldProps extends Omit<ComponentProps<typeof FilterSelect>, 'onChange' | 'label' | 'ref'> {
  name: string;
  label: ReactNode;
  onValueChange: (value: string) => void;
  /** the first, empty choice ("choose a bank") */
  placeholder: string;
  error?: string | null;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, with the problem tied to it. */
export function SelectField({ name, label, value, onValueChange, error, selectRef, id, ...select }: SelectFieldProps) {
  const { ids, control } = useFieldControl({ name, id, value, onValueChange, error });
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <FilterSelect {...select} {...control} ref={selectRef} className={styles.select} onChange={onValueChange} />
    </FieldFrame>
  );
}
