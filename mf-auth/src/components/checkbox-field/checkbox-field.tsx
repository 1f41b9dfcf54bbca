import type { ReactNode } from 'react';
import styles from './checkbox-field.module.css';

interface Props {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A checkbox whose whole row is the tap target. */
export function CheckboxField({ name, checked, onChange, children }: Props) {
  return (
    <label className={styles.row}>
      <input type="checkbox" name={name} className={styles.box} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
