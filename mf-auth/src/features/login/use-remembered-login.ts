import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, isApiError, useSessionStore } from '@wl/kit';
import type { RulesForm } from '@wl/validation';
import { toSession, type LoginType } from '../../lib/auth-api.ts';
import { DEFAULT_DIALING_CODE } from '../../lib/validation/field-checks.ts';
import { forgetLogin, rememberStore, signBackIn, type Remembered } from '../remember/index.ts';
import { loginCaptchaFlag } from './captcha-flag.ts';

interface Options {
  formRef: RefObject<RulesForm>;
  setTab: (tab: LoginType) => void;
  setRemember: (on: boolean) => void;
  setFormError: (text: string | null) => void;
  onSuccess: () => void;
}

/** The remembered login fills the form once, unless the person has started typing meanwhile. */
function useFillFromRemembered({ formRef, setTab, setRemember }: Options, rememberChosen: RefObject<boolean>) {
  const [saved, setSaved] = useState<Remembered | null>(null);
  useEffect(() => {
    let live = true;
    rememberStore.load().then(
      (found: Remembered | null) => {
        if (!live || !found) return;
        setSaved(found);
        // a choice made while the store was read wins
        if (!rememberChosen.current) setRemember(true);
        const values = formRef.current.getValues();
        if (values.username || values.password || values.mobileNum) return;
        if (found.type === 'sms') {
          formRef.current.reset({
            ...values,
            mobileNum: found.username,
            countryDialingCode: found.countryDialingCode || DEFAULT_DIALING_CODE,
          });
          setTab('sms');
        } else {
          // the password is left to the browser's password manager, which fills it where it keeps one
          formRef.current.reset({ ...values, username: found.username });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [formRef, rememberChosen, setRemember, setTab]);
  return [saved, setSaved] as const;
}

/** The remember-me choice, the remembered account's one-tap way back in, and the form filled from it. */
export function useRememberedLogin(options: Options) {
  const { t } = useTranslation('auth');
  const { setRemember: setRememberState, setFormError, onSuccess } = options;
  const rememberChosen = useRef(false);
  const [saved, setSaved] = useFillFromRemembered(options, rememberChosen);
  const [signingBack, setSigningBack] = useState(false);

  const setRemember = useCallback(
    (on: boolean) => {
      rememberChosen.current = true;
      setRememberState(on);
      // unticking forgets at once, here and on the platform, not only at the next login
      if (!on) {
        setSaved(null);
        void forgetLogin();
      }
    },
    [setRememberState, setSaved],
  );

  const signingBackRef = useRef(false);
  /** One tap with the remember-me token instead of the password. */
  const signBack = useCallback(async () => {
    if (signingBackRef.current) return;
    signingBackRef.current = true;
    setSigningBack(true);
    setFormError(null);
    try {
      const value = await signBackIn();
      loginCaptchaFlag.set(false);
      useSessionStore.getState().setSession(toSession(value, getRuntimeConfig().merchantCode));
      onSuccess();
    } catch (err) {
      const ended = isApiError(err) && err.code === 'REMEMBER_INVALID';
      if (ended) setSaved((s) => s && { ...s, canSignBackIn: false });
      setFormError(ended ? t('remember_ended') : isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
    } finally {
      signingBackRef.current = false;
      setSigningBack(false);
    }
  }, [onSuccess, setFormError, setSaved, t]);

  return { setRemember, signBack, signingBack, rememberedName: saved?.canSignBackIn ? saved.username : null };
}
