import type { TFunction } from 'i18next';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, getRuntimeConfig, isApiError, toast, useFlag, useSearchParams, useSessionStore } from '@wl/kit';
import { useGuardedSubmit } from '@wl/kit/forms';
import { useRulesForm, type CheckSet, type FieldCheck, type RuleSet, type RulesForm } from '@wl/validation';
import { useCaptcha, type Captcha } from '../../components/captcha/use-captcha.ts';
import { showProviderFailure } from '../../components/phone-provider/provider-failure.ts';
import { typedNumberOf, usePhoneCode } from '../../components/phone-provider/use-phone-code.ts';
import { authApi, toSession } from '../../lib/auth-api.ts';
import { clearField, focusSoon, showFieldError } from '../../lib/validation/bind-field.ts';
import { DEFAULT_DIALING_CODE, patternKey } from '../../lib/validation/field-checks.ts';
import { passwordMemory } from '../password/index.ts';
import { registerChecks } from './register-fields.ts';
import { registerMethods, visibleFields, type RegisterFlags, type RegisterMethod } from './register-shape.ts';
import { registerChannel, registerFields, registerPayload } from './register-payload.ts';
import { useAffiliateCheck } from './use-affiliate-check.ts';

interface FieldIssue {
  field: string;
  problem?: string;
  patternId?: string;
}

type Translate = TFunction<'auth'>;

/** Failures that come before the platform checks the captcha: its answer is still good. */
const CAPTCHA_KEPT = new Set(['function.not.available', 'field_invalid', 'PASSWORD_CONFIRM_MISMATCH', 'network', 'timeout']);

function useRegisterFlags(): RegisterFlags {
  const USERNAMEREG3 = useFlag('USERNAMEREG3');
  const MOBILENUMREG3 = useFlag('MOBILENUMREG3');
  const REGMOBVERF3 = useFlag('REGMOBVERF3');
  const MOBILENUMPASSREG3 = useFlag('MOBILENUMPASSREG3');
  return useMemo(
    () => ({ USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3 }),
    [USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3],
  );
}

/** The platform's word on each field it refused, shown under the field; the field to focus. */
function showFieldIssues(form: RulesForm, code: string, value: { field?: string; fields?: FieldIssue[] } | undefined) {
  const issues = value?.fields ?? [];
  for (const issue of issues) {
    const key = issue.problem === 'required' ? 'validation.required' : (patternKey(issue.patternId) ?? 'validation.pattern.default');
    showFieldError(form, issue.field, { key });
  }
  if (code === 'USERNAME_EXISTS') showFieldError(form, 'username', { key: 'errors.USERNAME_EXISTS' });
  if (code === 'PASSWORD_CONFIRM_MISMATCH') showFieldError(form, 'confirmPassword', { key: 'in_confirmation_correct' });
  if (code === 'VERIFICATION_CODE_ERROR' && value?.field === 'verificationCode') clearField(form, 'verificationCode');
  return issues[0]?.field ?? (code === 'USERNAME_EXISTS' ? 'username' : value?.field);
}

interface FailureDeps {
  form: RulesForm;
  t: Translate;
  setFormError: (text: string | null) => void;
  affiliate: ReturnType<typeof useAffiliateCheck>;
  captcha: Captcha | null;
}

/** A refused registration: the affiliate code's own error, else the form's, the captcha renewed once spent. */
function showRegisterFailure(err: unknown, { form, t, setFormError, affiliate, captcha }: FailureDeps) {
  if (showProviderFailure(err, form, setFormError, t)) return;
  const code = isApiError(err) ? err.code : 'unknown';
  const value = (isApiError(err) ? err.value : undefined) as { field?: string; fields?: FieldIssue[] } | undefined;
  if (code === 'INVITATION_CODE_INVALID') affiliate.reject();
  else setFormError(isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
  if (!CAPTCHA_KEPT.has(code)) captcha?.refresh();
  const focusField = showFieldIssues(form, code, value);
  if (focusField && code !== 'INVITATION_CODE_INVALID') focusSoon(form, focusField);
}

/** The form of one method, its captcha and its SMS code. */
function useRegisterFields(settings: RuleSet, method: RegisterMethod | undefined, flags: RegisterFlags) {
  const [params] = useSearchParams();
  const fields = useMemo(() => (method ? visibleFields(method, settings, flags) : []), [method, settings, flags]);
  const checks: CheckSet = useMemo(() => (method ? registerChecks(method, settings, flags) : {}), [method, settings, flags]);
  const form = useRulesForm({
    checks,
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, affiliateCode: params.get('code') ?? params.get('affiliateCode') ?? '' },
    parse: (values) => registerFields(values, fields),
  });
  const formRef = useRef(form);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    formRef.current = form;
  });
  const captcha = useCaptcha(fields.includes('captcha'), form);
  const typedNumber = useCallback(() => typedNumberOf(formRef.current.getValues()), []);
  const sms = usePhoneCode(typedNumber, () => {
    const { mobileNum, countryDialingCode } = typedNumber();
    return authApi.sendSms('register', mobileNum, countryDialingCode);
  });
  const [mobileNum = '', countryDialingCode = ''] = useWatch({ control: form.control, name: ['mobileNum', 'countryDialingCode'] });
  const mobileValid = checks.mobileNum as FieldCheck | undefined;
  const canSendSms = mobileValid ? mobileValid(mobileNum, { mobileNum, countryDialingCode }) === null && mobileNum !== '' : false;
  return { fields, form, formRef, captcha, sms, canSendSms };
}

/** The register form's state and actions, for settings that have arrived. */
export function useRegisterForm(settings: RuleSet, onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const flags = useRegisterFlags();
  const methods = registerMethods(flags);
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method: RegisterMethod | undefined = chosen && methods.includes(chosen) ? chosen : methods[0];
  const { fields, form, formRef, captcha, sms, canSendSms } = useRegisterFields(settings, method, flags);
  const affiliate = useAffiliateCheck(form);
  const [agreed, setAgreed] = useState(true);
  const { submit, pending, formError, setFormError } = useGuardedSubmit(
    form,
    async (values) => {
      try {
        if (!(await affiliate.check(values.affiliateCode))) return;
        // the provider's token replaces the platform's code; asked for only once the affiliate code stands
        const proof = fields.includes('verificationCode') ? await sms.proof(values.verificationCode) : null;
        const payload = registerPayload(values, { hostname: location.hostname, channel: registerChannel(), proof });
        // enabled below guarantees a method
        const value = await authApi.register(method!, payload);
        toast.success(t('in_registered_successfully', { ns: 'common' }), TOAST_DURATION.success);
        useSessionStore.getState().setSession(toSession(value, getRuntimeConfig().merchantCode));
        if (values.password) passwordMemory.set(value.userName, values.password);
        onSuccess();
      } catch (err) {
        const withCaptcha = fields.includes('captcha') ? captcha : null;
        showRegisterFailure(err, { form: formRef.current, t, setFormError, affiliate, captcha: withCaptcha });
      }
    },
    { enabled: method !== undefined && agreed },
  );

  const switchMethod = useCallback(
    (next: RegisterMethod) => {
      setChosen(next);
      setFormError(null);
      // what was typed stays; the other tab's errors go
      formRef.current.reset(formRef.current.getValues());
    },
    [formRef, setFormError],
  );

  return { methods, method, switchMethod, fields, form, captcha, sms, canSendSms, agreed, setAgreed, pending, formError, submit, flags };
}
