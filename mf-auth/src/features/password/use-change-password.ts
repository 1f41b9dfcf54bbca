import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, confirmDialog, isApiError, paths, toast, useFormValidation, useNavigate, type RuleSet } from '@wl/shared';
import { authApi } from '../../lib/auth-api.ts';
import { rememberStore } from '../remember/remembered-login.ts';
import { changePasswordChecks } from './change-password-checks.ts';
import { passwordMemory } from './password-memory.ts';

/** Spec section 9: the change-password loading stays up to 10 s; 'Change saved' 1 s, then home. */
export const CHANGE_LOADING_MS = 10_000;
export const CHANGE_SAVED_MS = TOAST_DURATION.successShort;

const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export function useChangePassword(userName: string, rules: RuleSet) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [held, setHeld] = useState(() => passwordMemory.get(userName));
  const checks = useMemo(() => changePasswordChecks(rules, held), [rules, held]);
  const form = useFormValidation({ checks, order: ORDER, initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });
  const formRef = useRef(form);
  formRef.current = form;
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy.current) return;
      setFormError(null);
      const f = formRef.current;
      const { newPassword = '', confirmNewPassword = '' } = f.values;
      const oldPassword = held ?? f.values.oldPassword ?? '';
      // The same password again: a popup says so (spec section 4) before anything else.
      if (newPassword !== '' && newPassword === oldPassword) {
        f.touch('newPassword');
        await confirmDialog({ title: t('same_password_title'), message: t('validation.same_as_old', { ns: 'common' }) });
        f.focus('newPassword');
        return;
      }
      if (Object.keys(f.validateAll()).length > 0) return;
      busy.current = true;
      setPending(true);
      const loading = toast.loading(t('in_please_wait', { ns: 'common' }), CHANGE_LOADING_MS);
      try {
        await authApi.changePassword({ oldPassword, newPassword, confirmNewPassword });
        loading.close();
        toast.success(t('change_saved', { ns: 'common' }), CHANGE_SAVED_MS);
        passwordMemory.set(userName, newPassword);
        await rememberStore.updatePassword(userName, newPassword);
        setTimeout(() => navigate(paths.home, { replace: true }), CHANGE_SAVED_MS);
      } catch (err) {
        loading.close();
        setFormError(isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
        if (isApiError(err) && err.code === 'OLD_PASSWORD_INCORRECT' && held !== null) {
          // the password in memory is stale (changed elsewhere): ask for it
          passwordMemory.clear();
          setHeld(null);
        }
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [held, navigate, t, userName],
  );

  return { form, held, pending, formError, submit };
}
