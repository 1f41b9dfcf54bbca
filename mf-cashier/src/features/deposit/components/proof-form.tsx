import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button/submit-button.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { SubmitProblem } from '../../../lib/errors.ts';
import styles from './deposit.module.css';

interface ProofFormProps {
  onSubmit: (event: FormEvent) => void;
  /** the server's refusal: one tied to a field shows at that field, any other above the button */
  refusal: SubmitProblem | null;
  pending: boolean;
  /** the fields of this way of paying */
  children: ReactNode;
}

/** The proof of a manual payment (bank transfer, e-wallet): its fields, the refusal and one send button. */
export function ProofForm({ onSubmit, refusal, pending, children }: ProofFormProps) {
  const { t } = useCashierT();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.cardTitle}>{t('deposit.proof_title')}</h2>
      {children}
      <FormError message={refusal && !refusal.field ? refusal.message : null} hint={t('error_retry_hint')} />
      <SubmitButton pending={pending} pendingText={t('submit_pending')}>
        {t('deposit.proof_submit')}
      </SubmitButton>
    </form>
  );
}
