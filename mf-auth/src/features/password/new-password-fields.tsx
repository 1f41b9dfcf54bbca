import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@wl/kit/forms';
import '../../i18n/auth.i18n.ts';

/**
 * The new password and its confirmation, as every page that sets a password asks for them: both required,
 * both 'new-password' so that the browser offers to generate and save one. Their checks are newPasswordChecks.
 */
export function NewPasswordFields({ control }: { control?: Control<FieldValues> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField control={control} name="newPassword" label={t('new_password')} required autoComplete="new-password" />
      <PasswordField control={control} name="confirmNewPassword" label={t('confirm_new_password')} required autoComplete="new-password" />
    </>
  );
}
