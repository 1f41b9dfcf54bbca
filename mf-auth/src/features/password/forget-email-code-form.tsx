import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, isApiError, toast, useNavigate } from '@wl/kit';
import { paths } from '../../paths.ts';
import { FormError, OneTimeCodeField, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { smsCode, useRulesForm, type RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { authApi } from '../../lib/auth-api.ts';
import { lockoutText } from '../../lib/lockout-text.ts';
import { clearField, focusSoon, withoutSpaces } from '../../lib/validation/bind-field.ts';
import { codeOf } from '../../lib/validation/parsed-values.ts';
import { newPasswordChecks } from './new-password-checks.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const SAVED_MS = TOAST_DURATION.successShort;

/**
 * The second step of the e-mail reset: the code from the e-mail and the new password (issue 13 finding 12:
 * nothing changes until the code comes back). A wrong code clears the code; the same password as before
 * clears the passwords and keeps the code.
 */
export function ForgetEmailCodeForm({ rules, username, onRestart }: { rules: RuleSet; username: string; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const checks = useMemo(
    () => ({
      code: smsCode({ required: true }),
      ...newPasswordChecks(rules.password),
    }),
    [rules],
  );
  const form = useRulesForm({
    checks,
    defaultValues: { code: '', newPassword: '', confirmNewPassword: '' },
    // the account is the first step's, already trimmed; the passwords go as typed
    parse: (v) => ({ username, code: codeOf(v.code), newPassword: v.newPassword ?? '', confirmNewPassword: v.confirmNewPassword ?? '' }),
  });
  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async (body, f) => {
    const loading = toast.loading(t('in_please_wait', { ns: 'common' }), TOAST_DURATION.loading);
    try {
      await authApi.resetByEmailCode(body);
      loading.close();
      toast.success(t('change_saved', { ns: 'common' }), SAVED_MS);
      setTimeout(() => navigate(paths.login, { replace: true }), SAVED_MS);
    } catch (err) {
      loading.close();
      setFormError(lockoutText(err, t) ?? (isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' })));
      if (!isApiError(err) || err.code === 'TOO_MANY_ATTEMPTS') return;
      const same = err.code === 'modify.new.old.same';
      const cleared = same ? ['newPassword', 'confirmNewPassword'] : err.code === 'VERIFICATION_CODE_ERROR' ? ['code'] : [];
      for (const name of cleared) clearField(f, name);
      if (cleared[0]) focusSoon(f, cleared[0]);
    }
  });

  return (
    <form className={layout.form} method="post" noValidate aria-label={t('email_code_step')} onSubmit={submit}>
      <p className={layout.intro} role="status">
        {t('email_code_intro')}
      </p>
      <OneTimeCodeField
        control={form.control}
        name="code"
        clean={withoutSpaces}
        label={t('email_code')}
        placeholder={t('email_code_placeholder')}
        required
      />
      <NewPasswordFields control={form.control} />
      <FormError message={formError} />
      <div className={layout.actions}>
        <SubmitButton pending={pending}>{t('set_password')}</SubmitButton>
        <button type="button" className={layout.link} onClick={onRestart}>
          {t('email_code_again')}
        </button>
      </div>
    </form>
  );
}
