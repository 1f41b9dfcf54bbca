import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/auth.i18n.ts';
import { EyeIcon } from '../icons/icons.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (a pressed button with a fixed name, as screen readers expect). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('show_password')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}
