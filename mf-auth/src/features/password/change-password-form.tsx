import { useTranslation } from 'react-i18next';
import type { RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { FormError } from '../../components/form-error/form-error.tsx';
import layout from '../../components/form-layout/form-layout.module.css';
import { PasswordField } from '../../components/password-field/password-field.tsx';
import { SubmitButton } from '../../components/submit-button/submit-button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { bindField } from '../../lib/validation/bind-field.ts';
import { useChangePassword } from './use-change-password.ts';

/** Username (read-only), the old password only when it is not held in memory, the new one twice. */
export function ChangePasswordForm({ userName, rules }: { userName: string; rules: RuleSet }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword(userName, rules);
  const field = (name: string) => bindField(change.form, t, name);
  return (
    <form className={layout.form} method="post" noValidate aria-label={t('change_password')} onSubmit={change.submit}>
      {/* the username tells the browser's password manager which entry to update */}
      <TextField name="username" label={t('username')} value={userName} onValueChange={() => undefined} readOnly autoComplete="username" />
      {change.held === null ? (
        <PasswordField {...field('oldPassword')} label={t('old_password')} required autoComplete="current-password" />
      ) : null}
      <PasswordField {...field('newPassword')} label={t('new_password')} required autoComplete="new-password" />
      <PasswordField {...field('confirmNewPassword')} label={t('confirm_new_password')} required autoComplete="new-password" />
      <FormError message={change.formError} />
      <SubmitButton pending={change.pending}>{t('change_submit')}</SubmitButton>
    </form>
  );
}
