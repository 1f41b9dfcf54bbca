import { useTranslation } from 'react-i18next';
import { required, smsCode, type RuleSet } from '@wl/validation';
import { saveMobile, sendBindCode } from '../api/security-api.ts';
import { NS } from '../security.i18n.ts';
import { FieldForm } from './field-form.tsx';

/**
 * Binds (or replaces) the member's mobile number: the code sent to that number and the login password. The number
 * is where the codes of a PIN reset and a new payout account go (decision 023).
 */
export function MobileBindingForm({ rules, bound, onSaved }: { rules: RuleSet | undefined; bound: string | null; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const pattern = rules?.mobileNum?.acceptedPattern;
  const numberOk = (value: string | undefined) => Boolean(pattern && new RegExp(pattern).test((value ?? '').trim()));
  return (
    <FieldForm
      fields={[
        {
          name: 'mobileNum',
          label: bound ? t('mobile_new') : t('mobile'),
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'tel',
          hint: bound ? t('mobile_replace_hint', { mobile: bound }) : t('mobile_hint'),
        },
        { name: 'verificationCode', label: t('code'), autoComplete: 'one-time-code', inputMode: 'numeric' },
        { name: 'password', label: t('login_password_confirm'), type: 'password', autoComplete: 'current-password' },
      ]}
      rules={rules?.mobileNum ? { mobileNum: { ...rules.mobileNum, enabled: true, required: true } } : {}}
      checks={{ verificationCode: smsCode({ required: true }), password: required('in_incorrect_password') }}
      code={{ field: 'verificationCode', send: sendBindCode, canSend: (values) => numberOk(values.mobileNum) }}
      submit={saveMobile}
      onSaved={onSaved}
    />
  );
}
