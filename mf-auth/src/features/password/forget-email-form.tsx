import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, isApiError, paths, toast, useNavigate } from '@wl/shared';
import { email, useFormValidation, type RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { FormError } from '../../components/form-error/form-error.tsx';
import layout from '../../components/form-layout/form-layout.module.css';
import { SubmitButton } from '../../components/submit-button/submit-button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { UsernameField } from '../../components/username-field/username-field.tsx';
import { authApi } from '../../lib/auth-api.ts';
import { goBack } from '../../lib/go-back.ts';
import { useGuardedSubmit } from '../../lib/use-guarded-submit.ts';
import { bindField, withoutSpaces } from '../../lib/validation/bind-field.ts';
import { fieldCheck } from '../../lib/validation/field-checks.ts';

/** Spec section 8: 'in_been_out' shows for 1 s, then the page goes back. */
export const BEEN_OUT_MS = TOAST_DURATION.successShort;

/** Forgot password by e-mail: username (loginUsername) and e-mail (required, simple pattern), both trimmed. */
export function ForgetEmailForm({ rules }: { rules: RuleSet }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const checks = useMemo(
    () => ({
      username: fieldCheck({ rule: rules.loginUsername, required: true }),
      email: fieldCheck({ required: true, checks: [email()] }),
    }),
    [rules],
  );
  const form = useFormValidation({ checks, order: ['username', 'email'], initialValues: { username: '', email: '' } });
  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async (values) => {
    const loading = toast.loading(t('in_please_wait', { ns: 'common' }), TOAST_DURATION.loading);
    try {
      await authApi.resetByEmail((values.username ?? '').trim(), (values.email ?? '').trim());
      loading.close();
      toast.success(t('in_been_out', { ns: 'common' }), BEEN_OUT_MS);
      setTimeout(() => goBack(navigate, paths.login), BEEN_OUT_MS);
    } catch (err) {
      loading.close();
      setFormError(isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
    }
  });

  return (
    <form className={layout.form} method="post" noValidate aria-label={t('by_email')} onSubmit={submit}>
      <p className={layout.intro}>{t('forget_email_intro')}</p>
      <UsernameField {...bindField(form, t, 'username', withoutSpaces)} />
      <TextField
        {...bindField(form, t, 'email')}
        label={t('email')}
        placeholder={t('email_placeholder')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <FormError message={formError} />
      <SubmitButton pending={pending}>{t('retrieve')}</SubmitButton>
    </form>
  );
}
