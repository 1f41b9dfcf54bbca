import { useTranslation } from 'react-i18next';
import { FormError, PasswordField, SubmitButton, TextField } from '@wl/kit/forms';
import type { RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useChangePassword } from './use-change-password.ts';

/** Username (read-only), the old password only when it is not held in memory, the new one twice. */
export function ChangePasswordForm({ userName, rules }: { userName: string; rules: RuleSet }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword(userName, rules);
  const { control } = change.form;
  return (
    <form className={layout.form} method="post" noValidate aria-label={t('change_password')} onSubmit={change.submit}>
      {/* the username tells the browser's password manager which entry to update */}
      <TextField control={control} name="username" label={t('username')} readOnly autoComplete="username" />
      {change.held === null ? (
        <PasswordField control={control} name="oldPassword" label={t('old_password')} required autoComplete="current-password" />
      ) : null}
      <NewPasswordFields control={control} />
      <FormError message={change.formError} />
      <SubmitButton pending={change.pending}>{t('change_submit')}</SubmitButton>
    </form>
  );
}
