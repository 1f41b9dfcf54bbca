import { useTranslation } from 'react-i18next';
import { confirmPassword, required, smsCode } from '@wl/validation';
import { resetPaymentPassword, sendPinResetCode } from '../api/security-api.ts';
import { pinResetBody } from '../model/security-bodies.ts';
import { NS } from '../security.i18n.ts';
import { FieldForm } from './field-form.tsx';
import { pageStyles } from '../../../ui/index.ts';
import styles from './security.module.css';

/**
 * A forgotten withdrawal password: the login password and the code sent to the member's verified number
 * (decision 023), then a new one. Without a verified number it says where to bind one.
 */
export function PinResetForm({ mobile, onSaved }: { mobile: string | null; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  if (!mobile) return <p className={`${pageStyles.muted} ${styles.note}`}>{t('pin_reset_needs_mobile')}</p>;
  return (
    <FieldForm
      fields={[
        { name: 'loginPassword', label: t('login_password_confirm'), type: 'password', autoComplete: 'current-password' },
        {
          name: 'verificationCode',
          label: t('code'),
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          hint: t('code_goes_to', { mobile }),
        },
        { name: 'newPassword', label: t('new_password'), type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
        { name: 'confirmPassword', label: t('confirm_password'), type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
      ]}
      checks={{
        loginPassword: required('in_incorrect_password'),
        verificationCode: smsCode({ required: true }),
        newPassword: required('in_incorrect_password'),
        confirmPassword: confirmPassword('newPassword'),
      }}
      code={{ field: 'verificationCode', send: sendPinResetCode }}
      parse={pinResetBody}
      submit={resetPaymentPassword}
      onSaved={onSaved}
    />
  );
}
