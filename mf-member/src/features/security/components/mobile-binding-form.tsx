import { useTranslation } from 'react-i18next';
import { required, smsCode, type RuleSet } from '@wl/validation';
import { saveMobile, sendBindCode, sendNumberChangeCode } from '../api/security-api.ts';
import { mobileBody, mobileOf } from '../model/security-bodies.ts';
import { NS } from '../security.i18n.ts';
import { pageStyles } from '../../../ui/index.ts';
import { FieldForm, type FormField } from './field-form.tsx';
import styles from './security.module.css';

/**
 * Binds (or replaces) the member's mobile number: the code sent to that number and the login password. The number
 * is where the codes of a PIN reset and a new payout account go (decision 023), so replacing a verified one also
 * needs the code sent to it (issue 35 finding 5): the form then walks through two steps, the current number's code
 * first, then the new number and its code.
 */
export function MobileBindingForm({ rules, bound, onSaved }: { rules: RuleSet | undefined; bound: string | null; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const pattern = rules?.mobileNum?.acceptedPattern;
  // the number the code would go to, parsed as the save parses it
  const numberOk = (values: Record<string, string>) => Boolean(pattern && new RegExp(pattern).test(mobileOf(values)));
  const newStep = bound ? t('mobile_step_new') : undefined;
  const fields: FormField[] = [
    ...(bound
      ? [
          {
            name: 'oldVerificationCode',
            label: t('mobile_old_code'),
            autoComplete: 'one-time-code',
            inputMode: 'numeric' as const,
            hint: t('mobile_old_code_hint', { mobile: bound }),
            step: t('mobile_step_old', { mobile: bound }),
          },
        ]
      : []),
    {
      name: 'mobileNum',
      label: bound ? t('mobile_new') : t('mobile'),
      type: 'tel',
      autoComplete: 'tel-national',
      inputMode: 'tel',
      hint: bound ? t('mobile_replace_hint', { mobile: bound }) : t('mobile_hint'),
      step: newStep,
    },
    {
      name: 'verificationCode',
      label: bound ? t('mobile_new_code') : t('code'),
      autoComplete: 'one-time-code',
      inputMode: 'numeric',
      step: newStep,
    },
    { name: 'password', label: t('login_password_confirm'), type: 'password', autoComplete: 'current-password' },
  ];
  return (
    <>
      {bound ? <p className={`${pageStyles.muted} ${styles.intro}`}>{t('mobile_change_intro', { mobile: bound })}</p> : null}
      <FieldForm
        fields={fields}
        rules={rules?.mobileNum ? { mobileNum: { ...rules.mobileNum, enabled: true, required: true } } : {}}
        checks={{
          verificationCode: smsCode({ required: true }),
          ...(bound ? { oldVerificationCode: smsCode({ required: true }) } : {}),
          password: required('in_incorrect_password'),
        }}
        code={[
          ...(bound ? [{ field: 'oldVerificationCode', send: sendNumberChangeCode }] : []),
          { field: 'verificationCode', send: (values: Record<string, string>) => sendBindCode(mobileOf(values)), canSend: numberOk },
        ]}
        parse={mobileBody}
        submit={saveMobile}
        onSaved={onSaved}
      />
    </>
  );
}
