import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useDraft } from '@wl/kit';
import { FormError, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { CHECKED } from '../../../lib/form-rules.ts';
import styles from './deposit.module.css';

type TextEntries = Record<string, v.GenericSchema<string, unknown>>;
type Typed<E extends TextEntries> = v.InferInput<v.ObjectSchema<E, undefined>>;
type Parsed<E extends TextEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;

interface ProofOptions<E extends TextEntries> {
  /** names the draft: what was typed survives a re-login */
  draftId: string;
  /** each field's rule: the text typed, checked, and what it becomes for the platform (a TrxID in capitals) */
  fields: E;
  send: (values: Parsed<E>) => Promise<unknown>;
  /** words the platform's refusals may name (a TrxID's example) */
  params?: Record<string, unknown>;
}

/** The proof of a manual payment: its fields (a draft), checked, one send; a refusal at its field or above the button. */
export function useProofForm<E extends TextEntries>({ draftId, fields, send, params }: ProofOptions<E>) {
  const { t } = useCashierT();
  const empty = Object.fromEntries(Object.keys(fields).map((name) => [name, ''])) as Typed<E>;
  const [draft, setDraft] = useDraft(draftId, empty);
  const form = useForm<Typed<E>, unknown, Parsed<E>>({
    ...CHECKED,
    resolver: standardSchemaResolver(v.object(fields)),
    defaultValues: draft as DefaultValues<Typed<E>>,
  });
  const typed = JSON.stringify(useWatch({ control: form.control }));
  useEffect(() => setDraft(JSON.parse(typed) as typeof empty), [typed, setDraft]);
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      await send(values);
    } catch (error) {
      const problem = submitProblem(error, t, params);
      if (problem.field && problem.field in fields)
        form.setError(problem.field as Path<Typed<E>>, { type: 'platform', message: problem.message }, { shouldFocus: true });
      else guarded.setFormError(problem.message);
    }
  });
  return { form, guarded };
}

interface ProofFormProps<T extends FieldValues, P> {
  proof: { form: UseFormReturn<T, unknown, P>; guarded: ReturnType<typeof useGuardedSubmit> };
  pending: boolean;
  /** the fields of this way of paying, bound by name to the form */
  children: ReactNode;
}

/** The proof of a manual payment (bank transfer, e-wallet): its fields, the refusal and one send button. */
export function ProofForm<T extends FieldValues, P>({ proof, pending, children }: ProofFormProps<T, P>) {
  const { t } = useCashierT();
  return (
    <FormProvider {...proof.form}>
      <form className={styles.form} onSubmit={proof.guarded.submit} noValidate>
        <h2 className={styles.cardTitle}>{t('deposit.proof_title')}</h2>
        {children}
        <FormError message={proof.guarded.formError} hint={t('error_retry_hint')} />
        <SubmitButton pending={pending} pendingText={t('submit_pending')} disabled={proof.guarded.pending && !pending}>
          {t('deposit.proof_submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
