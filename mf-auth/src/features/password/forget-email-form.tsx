import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, isApiError, toast } from '@wl/kit';
import { FormError, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { email, useRulesForm, type RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { AccountField } from '../../components/account-field/account-field.tsx';
import { authApi } from '../../lib/auth-api.ts';
import { lockoutText } from '../../lib/lockout-text.ts';
import { withoutSpaces } from '../../lib/validation/bind-field.ts';
import { fieldCheck } from '../../lib/validation/field-checks.ts';
import { trimmed } from '../../lib/validation/parsed-values.ts';
import { ForgetEmailCodeForm } from './forget-email-code-form.tsx';

/** Spec section 8: 'in_been_out' shows for 1 s. */
export const BEEN_OUT_MS = TOAST_DURATION.successShort;

/**
 * Forgot password by e-mail: username (loginUsername) and e-mail (required, simple pattern), both trimmed.
 * The platform mails a code (the same reply whether or not they matched); the code step sets the password.
 */
export function ForgetEmailForm({ rules }: { rules: RuleSet }) {
  const { t } = useTranslation('auth');
  const [sentFor, setSentFor] = useState<string | null>(null);
  const checks = useMemo(
    () => ({
      username: fieldCheck({ rule: rules.loginUsername, required: true }),
      email: fieldCheck({ required: true, checks: [email()] }),
    }),
    [rules],
  );
  const form = useRulesForm({
    checks,
    defaultValues: { username: '', email: '' },
    // CONTRACT.md: the platform takes both trimmed
    parse: (values) => ({ username: trimmed(values.username), email: trimmed(values.email) }),
  });
  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async ({ username, email: address }) => {
    const loading = toast.loading(t('in_please_wait', { ns: 'common' }), TOAST_DURATION.loading);
    try {
      await authApi.resetByEmail(username, address);
      loading.close();
      toast.success(t('in_been_out', { ns: 'common' }), BEEN_OUT_MS);
      setSentFor(username);
    } catch (err) {
      loading.close();
      setFormError(lockoutText(err, t) ?? (isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' })));
    }
  });

  // the first step keeps what was typed, so "send again" comes back to it filled in
  if (sentFor !== null) return <ForgetEmailCodeForm rules={rules} username={sentFor} onRestart={() => setSentFor(null)} />;

  return (
    <form className={layout.form} method="post" noValidate aria-label={t('by_email')} onSubmit={submit}>
      <p className={layout.intro}>{t('forget_email_intro')}</p>
      <AccountField kind="username" control={form.control} name="username" clean={withoutSpaces} />
      <AccountField kind="email" control={form.control} name="email" />
      <FormError message={formError} />
      <SubmitButton pending={pending}>{t('retrieve')}</SubmitButton>
    </form>
  );
}
