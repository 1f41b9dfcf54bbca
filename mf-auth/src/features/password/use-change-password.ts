import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, confirmDialog, isApiError, toast, useNavigate, homeHref } from '@wl/kit';
import { useGuardedSubmit } from '@wl/kit/forms';
import { useRulesForm, type RuleSet } from '@wl/validation';
import { authApi } from '../../lib/auth-api.ts';
import { renewAfterPasswordChange, storeBrowserCredential } from '../remember/index.ts';
import { changePasswordChecks } from './change-password-checks.ts';
import { passwordMemory } from './password-memory.ts';
import { lockoutText } from '../../lib/lockout-text.ts';

/** Spec section 9: the change-password loading stays up to 10 s; 'Change saved' 1 s, then home. */
export const CHANGE_LOADING_MS = 10_000;
export const CHANGE_SAVED_MS = TOAST_DURATION.successShort;

export function useChangePassword(userName: string, rules: RuleSet) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [held, setHeld] = useState(() => passwordMemory.get(userName));
  // a screen left open past the memory's time, or on a phone locked meanwhile, asks for the old password there and
  // then (decision 024)
  useEffect(() => {
    if (held === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    // a timer may fire a little before the clock says the time is up: it then waits for the rest
    const check = () => {
      if (passwordMemory.get(userName) === null) setHeld(null);
      else timer = setTimeout(check, passwordMemory.heldFor());
    };
    timer = setTimeout(check, passwordMemory.heldFor());
    const stop = passwordMemory.onForget(() => setHeld(null));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [held, userName]);
  const checks = useMemo(() => changePasswordChecks(rules, held), [rules, held]);
  // the username is shown (read-only) for the browser's password manager; no check reads it
  // a password held since login stands in for the old-password field, which is then not shown
  const oldPasswordOf = (values: Readonly<Record<string, string | undefined>>) => held ?? values.oldPassword ?? '';
  const form = useRulesForm({
    checks,
    defaultValues: { username: userName, oldPassword: '', newPassword: '', confirmNewPassword: '' },
    // passwords go as typed (a space may be part of one); the username is shown, never sent
    parse: (values) => ({
      oldPassword: oldPasswordOf(values),
      newPassword: values.newPassword ?? '',
      confirmNewPassword: values.confirmNewPassword ?? '',
    }),
  });

  const { submit, pending, formError, setFormError } = useGuardedSubmit(
    form,
    async (body) => {
      const { newPassword } = body;
      const loading = toast.loading(t('in_please_wait', { ns: 'common' }), CHANGE_LOADING_MS);
      try {
        await authApi.changePassword(body);
        loading.close();
        toast.success(t('change_saved', { ns: 'common' }), CHANGE_SAVED_MS);
        // the new password stands in for the old one no longer than the login's did (decision 024)
        passwordMemory.replace(userName, newPassword);
        // the platform ended every remembered login of the account; this browser's is renewed
        await renewAfterPasswordChange();
        storeBrowserCredential(userName, newPassword);
        setTimeout(() => navigate(homeHref(), { replace: true }), CHANGE_SAVED_MS);
      } catch (err) {
        loading.close();
        setFormError(lockoutText(err, t) ?? (isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' })));
        if (isApiError(err) && err.code === 'OLD_PASSWORD_INCORRECT' && held !== null) {
          // the password in memory is stale (changed elsewhere): ask for it
          passwordMemory.clear();
          setHeld(null);
        }
      }
    },
    {
      // The same password again: a popup says so (spec section 4) before anything else.
      beforeSubmit: async (values, f) => {
        const { newPassword = '' } = values;
        if (newPassword === '' || newPassword !== oldPasswordOf(values)) return true;
        void f.trigger('newPassword');
        await confirmDialog({ title: t('same_password_title'), message: t('validation.same_as_old', { ns: 'common' }) });
        f.setFocus('newPassword');
        return false;
      },
    },
  );

  return { form, held, pending, formError, submit };
}
