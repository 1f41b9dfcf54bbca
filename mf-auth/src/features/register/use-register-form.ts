import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, getRuntimeConfig, isApiError, toast, useFlag, useSearchParams, useSessionStore } from '@wl/shared';
import { useFormValidation, type FieldCheck, type RuleSet } from '@wl/validation';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { showProviderFailure } from '../../components/phone-provider/provider-failure.ts';
import { typedNumberOf, usePhoneCode } from '../../components/phone-provider/use-phone-code.ts';
import { authApi, toSession } from '../../lib/auth-api.ts';
import { useGuardedSubmit } from '../../lib/use-guarded-submit.ts';
import { DEFAULT_DIALING_CODE, patternKey } from '../../lib/validation/field-checks.ts';
import { passwordMemory } from '../password/index.ts';
import { registerChecks, registerMethods, visibleFields, type RegisterFlags, type RegisterMethod } from './register-fields.ts';
import { registerChannel, registerPayload } from './register-payload.ts';
import { useAffiliateCheck } from './use-affiliate-check.ts';

interface FieldIssue {
  field: string;
  problem?: string;
  patternId?: string;
}

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

/** The register form's state and actions, for settings that have arrived. */
export function useRegisterForm(settings: RuleSet, onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const flags = useRegisterFlags();
  const methods = registerMethods(flags);
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method: RegisterMethod | undefined = chosen && methods.includes(chosen) ? chosen : methods[0];

  const fields = useMemo(() => (method ? visibleFields(method, settings, flags) : []), [method, settings, flags]);
  const checks = useMemo(() => (method ? registerChecks(method, settings, flags) : {}), [method, settings, flags]);
  const form = useFormValidation({
    checks,
    order: fields,
    initialValues: { countryDialingCode: DEFAULT_DIALING_CODE, affiliateCode: params.get('code') ?? params.get('affiliateCode') ?? '' },
  });
  const formRef = useRef(form);
  formRef.current = form;

  const captcha = useCaptcha(fields.includes('captcha'), form);
  const affiliate = useAffiliateCheck(form);
  const [agreed, setAgreed] = useState(true);
  // onFailure is declared below; the action only runs on a submit, after this render.
  const { submit, pending, formError, setFormError } = useGuardedSubmit(
    form,
    async (values) => {
      try {
        if (!(await affiliate.check(values.affiliateCode ?? ''))) return;
        // the provider's token replaces the platform's code; asked for only once the affiliate code stands
        const proof = fields.includes('verificationCode') ? await sms.proof((values.verificationCode ?? '').trim()) : null;
        const payload = registerPayload(values, fields, { hostname: location.hostname, channel: registerChannel(), proof });
        // enabled below guarantees a method
        const value = await authApi.register(method!, payload);
        toast.success(t('in_registered_successfully', { ns: 'common' }), TOAST_DURATION.success);
        useSessionStore.getState().setSession(toSession(value, getRuntimeConfig().merchantCode));
        if (values.password) passwordMemory.set(value.userName, values.password);
        onSuccess();
      } catch (err) {
        onFailure(err);
      }
    },
    { enabled: method !== undefined && agreed },
  );

  const typedNumber = useCallback(() => typedNumberOf(formRef.current.values), []);
  const sms = usePhoneCode(typedNumber, () => {
    const { mobileNum, countryDialingCode } = typedNumber();
    return authApi.sendSms('register', mobileNum, countryDialingCode);
  });
  const mobileValid = checks.mobileNum as FieldCheck | undefined;
  const canSendSms = mobileValid
    ? mobileValid(form.values.mobileNum ?? '', form.values) === null && (form.values.mobileNum ?? '') !== ''
    : false;

  const switchMethod = useCallback(
    (next: RegisterMethod) => {
      setChosen(next);
      setFormError(null);
      // what was typed stays; the other tab's errors go
      formRef.current.reset(formRef.current.values);
    },
    [setFormError],
  );

  const onFailure = useCallback(
    (err: unknown) => {
      const f = formRef.current;
      if (showProviderFailure(err, f, setFormError, t)) return;
      const code = isApiError(err) ? err.code : 'unknown';
      const value = (isApiError(err) ? err.value : undefined) as { field?: string; fields?: FieldIssue[] } | undefined;
      if (code === 'INVITATION_CODE_INVALID') {
        affiliate.reject();
      } else {
        setFormError(isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
      }
      if (!CAPTCHA_KEPT.has(code) && fields.includes('captcha')) captcha.refresh();
      const issues = value?.fields ?? [];
      for (const issue of issues) {
        f.setFieldError(
          issue.field,
          issue.problem === 'required'
            ? { key: 'validation.required' }
            : { key: patternKey(issue.patternId) ?? 'validation.pattern.default' },
        );
      }
      if (code === 'USERNAME_EXISTS') f.setFieldError('username', { key: 'errors.USERNAME_EXISTS' });
      if (code === 'PASSWORD_CONFIRM_MISMATCH') f.setFieldError('confirmPassword', { key: 'in_confirmation_correct' });
      if (code === 'VERIFICATION_CODE_ERROR' && value?.field === 'verificationCode') f.setValue('verificationCode', '');
      const focusField = issues[0]?.field ?? (code === 'USERNAME_EXISTS' ? 'username' : value?.field);
      if (focusField && code !== 'INVITATION_CODE_INVALID') setTimeout(() => f.focus(focusField), 0);
    },
    [affiliate, captcha, fields, setFormError, t],
  );

  return { methods, method, switchMethod, fields, form, captcha, sms, canSendSms, agreed, setAgreed, pending, formError, submit, flags };
}
