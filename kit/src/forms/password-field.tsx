import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@wl/kit';
import './forms.i18n.ts';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <LineIcon width={22} height={22} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z">
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </LineIcon>
);

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'> & {
  /** 'new-password' where it is chosen, 'current-password' where it is checked */
  autoComplete: 'current-password' | 'new-password';
};

/** A password with a show/hide toggle (a pressed button with a fixed name, as screen readers expect). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('forms.show_password')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

/** Bengali digits are the same PIN; anything else cannot be part of it. */
const pinDigits = (length: number) => (value: string) => value.replace(/\D/g, '').slice(0, length);

/** A numeric PIN (the 6-digit withdrawal password): a number pad, hidden unless the player asks to see it. */
export function PinField({ length = 6, ...props }: Omit<PasswordFieldProps, 'clean' | 'inputMode' | 'maxLength'> & { length?: number }) {
  return <PasswordField {...props} inputMode="numeric" maxLength={length} clean={pinDigits(length)} />;
}
