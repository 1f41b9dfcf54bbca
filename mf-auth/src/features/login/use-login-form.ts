import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, isApiError, useFlag, useSessionStore } from '@wl/kit';
import { useGuardedSubmit } from '@wl/kit/forms';
import { captcha as captchaCheck, compose, smsCode, useRulesForm, type CheckSet, type FieldCheck, type RuleSet } from '@wl/validation';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { showProviderFailure } from '../../components/phone-provider/provider-failure.ts';
import { typedNumberOf, usePhoneCode, type ProviderProof } from '../../components/phone-provider/use-phone-code.ts';
import { authApi, toSession, type LoginPayload, type LoginType } from '../../lib/auth-api.ts';
import { useRegisterSettings } from '../../lib/resources.ts';
import { lockoutText } from '../../lib/lockout-text.ts';
import { clearField, focusSoon } from '../../lib/validation/bind-field.ts';
import { DEFAULT_DIALING_CODE, fieldCheck, mobileCheck, serverRule } from '../../lib/validation/field-checks.ts';
import { codeOf, phoneOf, trimmed } from '../../lib/validation/parsed-values.ts';
import { passwordMemory } from '../password/index.ts';
import { forgetLogin, rememberLogin, storeBrowserCredential } from '../remember/index.ts';
import { loginCaptchaFlag } from './captcha-flag.ts';
import { useRememberedLogin } from './use-remembered-login.ts';

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

/**
 * The login payload (spec section 3) the form's values parse into (decision 057): the name, the captcha and the code
 * trimmed, the number as its field keeps it, the password as typed (the platform compares it exactly). The other
 * tab's fields go empty, whatever they still hold.
 */
export function payloadOf(tab: LoginType, values: Readonly<Record<string, string | undefined>>): LoginPayload {
  const sms = tab === 'sms';
  const phone = phoneOf(values);
  return {
    type: tab,
    username: sms ? '' : trimmed(values.username),
    password: sms ? '' : (values.password ?? ''),
    captcha: sms ? '' : codeOf(values.captcha),
    mobileNum: sms ? phone.mobileNum : '',
    verificationCode: sms ? codeOf(values.verificationCode) : '',
    countryDialingCode: phone.countryDialingCode,
    firebaseChannel: '',
    firebaseIdToken: '',
    firebaseMobileNo: '',
  };
}

/** An SMS login the provider verified is type 'firebase' with its token; the number goes as firebaseMobileNo. */
export function withProof(payload: LoginPayload, proof: ProviderProof | null): LoginPayload {
  if (payload.type !== 'sms' || !proof) return payload;
  return { ...payload, type: 'firebase', mobileNum: '', verificationCode: '', ...proof, firebaseMobileNo: payload.mobileNum };
}

/** After a login (`payload` as the form parsed it): the session first (the remember-me token is issued to it), then what is remembered. */
async function signedIn(payload: LoginPayload, value: Awaited<ReturnType<typeof authApi.login>>, remember: boolean) {
  const byName = payload.type === 'username';
  loginCaptchaFlag.set(false);
  useSessionStore.getState().setSession(toSession(value, getRuntimeConfig().merchantCode));
  if (remember) {
    const id = byName ? value.userName : payload.mobileNum;
    await rememberLogin({ type: byName ? 'username' : 'sms', username: id, countryDialingCode: payload.countryDialingCode });
    // the password itself is the browser's password manager's to keep
    if (byName) storeBrowserCredential(value.userName, payload.password);
  } else {
    await forgetLogin();
  }
  if (byName) passwordMemory.set(value.userName, payload.password);
}

/** The tab (username or SMS), the form with its checks, the captcha and the SMS code. */
function useLoginFields() {
  const smsOn = useFlag('MOBILEVERCODELOGIN3');
  // Without the settings the form still works: the server checks everything again.
  const rules: RuleSet = useRegisterSettings().data ?? NO_RULES;
  const [chosenTab, setChosenTab] = useState<LoginType>('username');
  const tab: LoginType = smsOn ? chosenTab : 'username';
  const [captchaShown, setCaptchaShown] = useState(loginCaptchaFlag.get);
  const checks = useMemo(() => loginChecks(tab, rules, captchaShown), [tab, rules, captchaShown]);
  const form = useRulesForm({ checks, defaultValues: INITIAL_VALUES, parse: (values) => payloadOf(tab, values) });
  const formRef = useRef(form);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    formRef.current = form;
  });
  const captcha = useCaptcha(captchaShown && tab === 'username', form);
  const typedNumber = useCallback(() => typedNumberOf(formRef.current.getValues()), []);
  const sms = usePhoneCode(typedNumber, () => {
    const { mobileNum, countryDialingCode } = typedNumber();
    return authApi.sendSms('noLogin', mobileNum, countryDialingCode);
  });
  const [mobileNum = '', countryDialingCode = ''] = useWatch({ control: form.control, name: ['mobileNum', 'countryDialingCode'] });
  const mobileValid = checks.mobileNum as FieldCheck | undefined;
  const canSendSms = mobileValid ? mobileValid(mobileNum, { mobileNum, countryDialingCode }) === null : false;
  return { smsOn, tab, setChosenTab, captchaShown, setCaptchaShown, form, formRef, captcha, sms, canSendSms };
}

/** Everything the login form does; the page and the dialog render the same form around it. */
export function useLoginForm(onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const fields = useLoginFields();
  const { form, formRef, captcha, captchaShown, setCaptchaShown, sms, setChosenTab } = fields;
  const [remember, setRemember] = useState(false);
  // onFailure is declared below; the action only runs on a submit, after this render.
  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async (payload) => {
    try {
      // the provider's token is had only now: it trades the code typed, once the form is sent
      const proof = payload.type === 'sms' ? await sms.proof(payload.verificationCode) : null;
      const value = await authApi.login(withProof(payload, proof));
      await signedIn(payload, value, remember);
      onSuccess();
    } catch (err) {
      onFailure(err);
    }
  });
  const remembered = useRememberedLogin({ formRef, setTab: setChosenTab, setRemember, setFormError, onSuccess });

  const switchTab = useCallback(
    (next: LoginType) => {
      setChosenTab(next);
      setFormError(null);
      // errors of the other tab go; what was typed stays, except the captcha, whose picture is renewed
      formRef.current.reset({ ...formRef.current.getValues(), captcha: '' });
    },
    [setChosenTab, formRef, setFormError],
  );

  const onFailure = (err: unknown) => {
    if (showProviderFailure(err, formRef.current, setFormError, t)) return;
    const value = (isApiError(err) ? err.value : undefined) as FailureValue | undefined;
    setFormError(lockoutText(err, t) ?? (isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' })));
    if (value?.captcha) {
      loginCaptchaFlag.set(true);
      // a captcha already on screen is spent by the check; a new one is fetched either way
      if (captchaShown) captcha.refresh();
      else setCaptchaShown(true);
      if (value.field === 'captcha') focusSoon(formRef.current, 'captcha');
    } else if (value?.field === 'verificationCode') {
      clearField(formRef.current, 'verificationCode');
      focusSoon(formRef.current, 'verificationCode');
    }
  };

  return { ...fields, ...remembered, switchTab, remember, pending, formError, submit };
}
