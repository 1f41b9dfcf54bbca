import { useMutation } from '@wl/shared';
import { useRef, useState, type FormEvent } from 'react';
import { PinField } from '../../../components/field/pin-field.tsx';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button/submit-button.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem, type SubmitProblem } from '../../../lib/errors.ts';
import { paymentPasswordApi } from '../api/payment-password-api.ts';
import { confirmProblem, pinProblem } from '../model/pin-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './set-password-form.module.css';

/**
 * A member without a withdrawal password sets one first (money leaves the wallet only with it), then
 * carries on where they were: `onDone` refetches what depended on it.
 */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useCashierT();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const save = useMutation((values: { pin: string; confirm: string }) => paymentPasswordApi.set(values.pin, values.confirm));
  const pinIssue = checked ? pinProblem(pin) : null;
  const confirmIssue = checked && !pinIssue ? confirmProblem(pin, confirm) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (pinProblem(pin)) return pinRef.current?.focus();
    if (confirmProblem(pin, confirm)) return confirmRef.current?.focus();
    try {
      await save.mutate({ pin, confirm });
      onDone();
    } catch (error) {
      setRefusal(submitProblem(error, t));
    }
  };

  return (
    <form className={`${layout.surface} ${layout.card} wl-stack`} onSubmit={submit} noValidate aria-labelledby="set-pin-title">
      <h2 id="set-pin-title" className={styles.title}>
        {t('pin.set_title')}
      </h2>
      <p className={styles.text}>{t('pin.set_text')}</p>
      <PinField
        name="newPassword"
        label={t('pin.new')}
        value={pin}
        onChange={setPin}
        autoComplete="new-password"
        hint={t('pin.rules')}
        error={pinIssue ? t(`pin.${pinIssue}`) : refusal?.field === 'newPassword' ? refusal.message : null}
        inputRef={pinRef}
      />
      <PinField
        name="confirmPassword"
        label={t('pin.confirm')}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={confirmIssue ? t(`pin.confirm_${confirmIssue}`) : refusal?.field === 'confirmPassword' ? refusal.message : null}
        inputRef={confirmRef}
      />
      <FormError message={refusal && !['newPassword', 'confirmPassword'].includes(refusal.field ?? '') ? refusal.message : null} />
      <SubmitButton pending={save.isPending} pendingText={t('submit_pending')}>
        {t('pin.set_submit')}
      </SubmitButton>
    </form>
  );
}
