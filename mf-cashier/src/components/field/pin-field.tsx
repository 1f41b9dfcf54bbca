import { useState, type Ref } from 'react';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { latinDigits } from '@wl/shared';
import layout from '../screen/screen.module.css';
import styles from './field.module.css';
import { TextField } from './text-field.tsx';

export interface PinFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'new-password' where it is chosen, 'current-password' where it is checked */
  autoComplete: 'new-password' | 'current-password';
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The 6-digit withdrawal password: a number pad, hidden unless the player asks to see it. */
export function PinField({ name, label, value, onChange, autoComplete, error, hint, inputRef }: PinFieldProps) {
  const { t } = useCashierT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      // Bengali digits are the same PIN; anything else cannot be part of it
      onValueChange={(text) => onChange(latinDigits(text).replace(/\D/g, '').slice(0, 6))}
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      error={error}
      hint={hint}
      inputRef={inputRef}
      end={
        <button type="button" className={`${layout.textAction} ${styles.toggle}`} onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? t('pin.hide') : t('pin.show')}
        </button>
      }
    />
  );
}
