import { useLayoutEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, isApiError, toast, useNavigate, useSmsSender } from '@wl/kit';
import { paths } from '../../paths.ts';
import { FormError, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { compose, smsCode, useRulesForm, type FieldCheck, type RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { MobileCodeFields } from '../../components/sms-code/mobile-code-fields.tsx';
import { authApi } from '../../lib/auth-api.ts';
import { clearField, focusSoon } from '../../lib/validation/bind-field.ts';
import { DEFAULT_DIALING_CODE, mobileCheck, serverRule } from '../../lib/validation/field-checks.ts';
import { codeOf, phoneOf } from '../../lib/validation/parsed-values.ts';
import { newPasswordChecks } from './new-password-checks.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const SAVED_MS = TOAST_DURATION.successShort;

/**
 * Set a new password by mobile number and SMS code. The submit button stays disabled until a field is
 * touched and none shows an error. A 'modify.new.old.same' failure clears the password fields (the code
 * stays good); any other failure clears the code.
 */
export function ForgetPhoneForm({ rules }: { rules: RuleSet }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const checks = useMemo(
    () => ({
      mobileNum: mobileCheck({ rule: rules.loginMobileNum ?? rules.mobileNum, required: true }),
      verificationCode: compose(smsCode({ required: true }), serverRule(rules.verificationCode)),
      ...newPasswordChecks(rules.password),
    }),
    [rules],
  );
  const form = useRulesForm({
    checks,
    defaultValues: {
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
      countryDialingCode: DEFAULT_DIALING_CODE,
    },
    // the passwords go as typed: a space may be part of one
    parse: (v) => ({
      newPassword: v.newPassword ?? '',
      confirmNewPassword: v.confirmNewPassword ?? '',
      ...phoneOf(v),
      verificationCode: codeOf(v.verificationCode),
    }),
  });
  const formRef = useRef(form);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    formRef.current = form;
  });

  const sms = useSmsSender(() => {
    // the number the reset will name, parsed as the submit parses it
    const { mobileNum: number, countryDialingCode: code } = phoneOf(formRef.current.getValues());
    return authApi.sendSms('reset', number, code);
  });
  const [mobileNum = '', countryDialingCode = ''] = useWatch({ control: form.control, name: ['mobileNum', 'countryDialingCode'] });
  const canSendSms = (checks.mobileNum as FieldCheck)(mobileNum, { mobileNum, countryDialingCode }) === null;
  const { errors, touchedFields, isSubmitted } = form.formState;
  const hasError = Object.keys(errors).length > 0;
  const anyTouched = isSubmitted || Object.keys(touchedFields).length > 0;

  const { submit, pending, formError, setFormError } = useGuardedSubmit(form, async (body, f) => {
    const loading = toast.loading(t('in_please_wait', { ns: 'common' }), TOAST_DURATION.loading);
    try {
      await authApi.resetByMobile(body);
      loading.close();
      toast.success(t('change_saved', { ns: 'common' }), SAVED_MS);
      setTimeout(() => navigate(paths.login, { replace: true }), SAVED_MS);
    } catch (err) {
      loading.close();
      setFormError(isApiError(err) ? err.message : t('errors.unknown', { ns: 'common' }));
      const same = isApiError(err) && err.code === 'modify.new.old.same';
      const cleared = same ? ['newPassword', 'confirmNewPassword'] : ['verificationCode'];
      // cleared fields stay touched: they show 'required' and keep the button off until retyped
      for (const name of cleared) clearField(f, name);
      focusSoon(f, cleared[0]!);
    }
  });

  return (
    <form className={layout.form} method="post" noValidate aria-label={t('by_phone')} onSubmit={submit}>
      <p className={layout.intro}>{t('forget_phone_intro')}</p>
      <MobileCodeFields form={form} sms={sms} canSend={canSendSms} />
      <NewPasswordFields control={form.control} />
      <FormError message={formError} />
      <SubmitButton pending={pending} disabled={!anyTouched || hasError}>
        {t('set_password')}
      </SubmitButton>
    </form>
  );
}
