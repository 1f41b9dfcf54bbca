import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, isApiError, useFlag, useSessionStore } from '@wl/shared';
import { captcha as captchaCheck, compose, smsCode, useFormValidation, type CheckSet, type FieldCheck, type RuleSet } from '@wl/validation';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { showProviderFailure } from '../../components/phone-provider/provider-failure.ts';
import { typedNumberOf, usePhoneCode, type ProviderProof } from '../../components/phone-provider/use-phone-code.ts';
import { authApi, toSession, type LoginPayload, type LoginType } from '../../lib/auth-api.ts';
import { useRegisterSettings } from '../../lib/resources.ts';
import { lockoutText } from '../../lib/lockout-text.ts';
import { useGuardedSubmit } from '../../lib/use-guarded-submit.ts';
import { DEFAULT_DIALING_CODE, fieldCheck, mobileCheck, serverRule } from '../../lib/validation/field-checks.ts';
import { passwordMemory } from '../password/index.ts';
import { forgetLogin, rememberLogin, rememberStore, signBackIn, storeBrowserCredential, type Remembered } from '../remember/index.ts';
import { loginCaptchaFlag } from './captcha-flag.ts';

export const LOGIN_ORDER: Record<LoginType, string[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode'],
};

const INITIAL_VALUES = {
  username: '',
  password: '',
  captcha: '',
  mobileNum: '',
  verificationCode: '',
  countryDialingCode: DEFAULT_DIALING_CODE,
};

const NO_RULES: RuleSet = {};

interface FailureValue {
  captcha?: boolean;
  field?: string;
}

/** The checks of one tab, from the login rule sets of the register settings (spec section 5). */
export function loginChecks(tab: LoginType, rules: RuleSet, withCaptcha: boolean): CheckSet {
  if (tab === 'sms') {
    return {
      mobileNum: mobileCheck({ rule: rules.loginMobileNum, required: true }),
      verificationCode: compose(smsCode({ required: true }), serverRule(rules.verificationCode)),
    };
  }
  return {
    username: fieldCheck({ rule: rules.loginUsername, required: true }),
    password: fieldCheck({ rule: rules.loginPassword, required: true, requiredKey: 'in_incorrect_password' }),
    ...(withCaptcha ? { captcha: compose(captchaCheck(), serverRule(rules.captcha)) } : {}),
  };
}

/** The login payload (spec section 3); an SMS login the provider verified is type 'firebase' with its token. */
export function payloadOf(tab: LoginType, values: Record<string, string>, proof: ProviderProof | null = null): LoginPayload {
  const sms = tab === 'sms';
  const mobileNum = (values.mobileNum ?? '').trim();
  const payload: LoginPayload = {
    type: tab,
    username: sms ? '' : (values.username ?? '').trim(),
    // a password is never trimmed: spaces may be part of it
    password: sms ? '' : (values.password ?? ''),
    captcha: sms ? '' : (values.captcha ?? '').trim(),
    mobileNum: sms ? mobileNum : '',
    verificationCode: sms ? (values.verificationCode ?? '').trim() : '',
    countryDialingCode: values.countryDialingCode || DEFAULT_DIALING_CODE,
    firebaseChannel: '',
    firebaseIdToken: '',
    firebaseMobileNo: '',
  };
  if (!sms || !proof) return payload;
  return { ...payload, type: 'firebase', mobileNum: '', verificationCode: '', ...proof, firebaseMobileNo: mobileNum };
}

/** Everything the login form does; the page and the dialog render the same form around it. */
export function useLoginForm(onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const smsOn = useFlag('MOBILEVERCODELOGIN3');
  // Without the settings the form still works: the server checks everything again.
  const rules: RuleSet = useRegisterSettings().data ?? NO_RULES;

  const [chosenTab, setChosenTab] = useState<LoginType>('username');
  const tab: LoginType = smsOn ? chosenTab : 'username';
  const [captchaShown, setCaptchaShown] = useState(loginCaptchaFlag.get);
  const [remember, setRememberState] = useState(false);
  const rememberChosen = useRef(false);
  const [saved, setSaved] = useState<Remembered | null>(null);
  const [signingBack, setSigningBack] = useState(false);

  const checks = useMemo(() => loginChecks(tab, rules, captchaShown), [tab, rules, captchaShown]);
  const form = useFormValidation({ checks, initialValues: INITIAL_VALUES, order: LOGIN_ORDER[tab] });
  const formRef = useRef(form);
  formRef.current = form;
  const typedNumber = useCallback(() => typedNumberOf(formRef.current.values), []);
  const captcha = useCaptcha(captchaShown && tab === 'username', form);
  // onFailure is declared below; the action only runs on a submit, after this render.
  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async (values) => {
    try {
      const proof = tab === 'sms' ? await sms.proof((values.verificationCode ?? '').trim()) : null;
      const value = await authApi.login(payloadOf(tab, values, proof));
      const merchant = getRuntimeConfig().merchantCode;
      loginCaptchaFlag.set(false);
      // the session first: the remember-me token is issued to it
      useSessionStore.getState().setSession(toSession(value, merchant));
      if (remember) {
        const id = tab === 'sms' ? (values.mobileNum ?? '').trim() : value.userName;
        await rememberLogin({ type: tab, username: id, countryDialingCode: values.countryDialingCode || DEFAULT_DIALING_CODE });
        // the password itself is the browser's password manager's to keep
        if (tab === 'username') storeBrowserCredential(value.userName, values.password ?? '');
      } else {
        await forgetLogin();
      }
      if (tab === 'username') passwordMemory.set(value.userName, values.password ?? '');
      onSuccess();
    } catch (err) {
      onFailure(err);
    }
  });

  const sms = usePhoneCode(typedNumber, () => {
    const { mobileNum, countryDialingCode } = typedNumber();
    return authApi.sendSms('noLogin', mobileNum, countryDialingCode);
  });
  const mobileValid = checks.mobileNum as FieldCheck | undefined;
  const canSendSms = mobileValid ? mobileValid(form.values.mobileNum ?? '', form.values) === null : false;

  // The remembered login fills the form once, unless the person has started typing meanwhile.
  useEffect(() => {
    let live = true;
    rememberStore.load().then(
      (saved: Remembered | null) => {
        if (!live || !saved) return;
        setSaved(saved);
        // a choice made while the store was read wins
        if (!rememberChosen.current) setRememberState(true);
        const { values } = formRef.current;
        if (values.username || values.password || values.mobileNum) return;
        if (saved.type === 'sms') {
          formRef.current.reset({
            ...values,
            mobileNum: saved.username,
            countryDialingCode: saved.countryDialingCode || DEFAULT_DIALING_CODE,
          });
          setChosenTab('sms');
        } else {
          // the password is left to the browser's password manager, which fills it where it keeps one
          formRef.current.reset({ ...values, username: saved.username });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const setRemember = useCallback((on: boolean) => {
    rememberChosen.current = true;
    setRememberState(on);
    // unticking forgets at once, here and on the platform, not only at the next login
    if (!on) {
      setSaved(null);
      void forgetLogin();
    }
  }, []);

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
  }, [onSuccess, setFormError, t]);

  const switchTab = useCallback(
    (next: LoginType) => {
      setChosenTab(next);
      setFormError(null);
      const { values } = formRef.current;
      // errors of the other tab go; what was typed stays, except the captcha, whose picture is renewed
      formRef.current.reset({ ...values, captcha: '' });
    },
    [setFormError],
  );

  const onFailure = useCallback(
    (err: unknown) => {
      if (showProviderFailure(err, formRef.current, setFormError, t)) return;
      const value = (isApiError(err) ? err.value : undefined) as FailureValue | undefined;
      setFormError(lockoutText(err, t) ?? (isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' })));
      const f = formRef.current;
      if (value?.captcha) {
        loginCaptchaFlag.set(true);
        // a captcha already on screen is spent by the check; a new one is fetched either way
        if (captchaShown) captcha.refresh();
        else setCaptchaShown(true);
        if (value.field === 'captcha') setTimeout(() => f.focus('captcha'), 0);
      } else if (value?.field === 'verificationCode') {
        f.setValue('verificationCode', '');
        setTimeout(() => f.focus('verificationCode'), 0);
      }
    },
    [captcha, captchaShown, setFormError, t],
  );

  const rememberedName = saved?.canSignBackIn ? saved.username : null;
  return {
    tab,
    smsOn,
    switchTab,
    form,
    captcha,
    captchaShown,
    remember,
    setRemember,
    pending,
    formError,
    submit,
    sms,
    canSendSms,
    rememberedName,
    signBack,
    signingBack,
  };
}
