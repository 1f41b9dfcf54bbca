import { useDraft } from '@wl/shared';
import { FormError, SubmitButton, useGuardedSubmit } from '@wl/shared/forms';
import { type ReactNode, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { type CashierFieldCheck, type CashierForm, useCashierForm } from '../../../lib/use-cashier-form.ts';
import styles from './deposit.module.css';

interface ProofOptions {
  /** names the draft: what was typed survives a re-login */
  draftId: string;
  empty: Record<string, string>;
  checks: Record<string, CashierFieldCheck>;
  send: (values: Record<string, string>) => Promise<unknown>;
  /** words the platform's refusals may name (a TrxID's example) */
  params?: Record<string, unknown>;
}

/** The proof of a manual payment: its fields (a draft), checked, one send; a refusal at its field or above the button. */
export function useProofForm({ draftId, empty, checks, send, params }: ProofOptions) {
  const { t } = useCashierT();
  const [draft, setDraft] = useDraft(draftId, empty);
  const form = useCashierForm(draft, checks);
  const typed = JSON.stringify(useWatch({ control: form.control }));
  useEffect(() => setDraft(JSON.parse(typed) as typeof empty), [typed, setDraft]);
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      await send(values);
    } catch (error) {
      const problem = submitProblem(error, t, params);
      if (problem.field && problem.field in empty)
        form.setError(problem.field, { type: 'platform', message: problem.message }, { shouldFocus: true });
      else guarded.setFormError(problem.message);
    }
  });
  return { form, guarded };
}

interface ProofFormProps {
  proof: ReturnType<typeof useProofForm>;
  pending: boolean;
  /** the fields of this way of paying */
  children: (form: CashierForm) => ReactNode;
}

/** The proof of a manual payment (bank transfer, e-wallet): its fields, the refusal and one send button. */
export function ProofForm({ proof, pending, children }: ProofFormProps) {
  const { t } = useCashierT();
  return (
    <form className={styles.form} onSubmit={proof.guarded.submit} noValidate>
      <h2 className={styles.cardTitle}>{t('deposit.proof_title')}</h2>
      {children(proof.form)}
      <FormError message={proof.guarded.formError} hint={t('error_retry_hint')} />
      <SubmitButton pending={pending} pendingText={t('submit_pending')} disabled={proof.guarded.pending && !pending}>
        {t('deposit.proof_submit')}
      </SubmitButton>
    </form>
  );
}
