import { useTranslation } from 'react-i18next';
import '../../i18n/auth.i18n.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

/** The account name to log in with: required, typed as it is (no capitals or corrections), the browser's username autofill. */
export function UsernameField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('username')}
      placeholder={t('username_placeholder')}
      required
      autoComplete="username"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
