import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, queryCache, toast, useMutation } from '@wl/shared';
import { dateTime, FieldError, pageStyles, taka } from '../../../ui/index.ts';
import { LIMIT_PERIODS, type LimitPeriod, type LimitState, saveLimits } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const asText = (limit: number | null) => (limit === null ? '' : String(limit));

/** The state under one field: room left with its reset, and a pending raise or removal with its time. */
function LimitNote({ state, id }: { state: LimitState; id: string }) {
  const { t } = useTranslation(NS);
  return (
    <p id={id} className={styles.hint}>
      {state.limit === null || state.left === null
        ? t('no_limit')
        : t('left', { left: taka(state.left), limit: taka(state.limit), when: dateTime(state.resetsAt) })}
      {state.pending ? (
        <>
          <br />
          {state.pending.limit === null
            ? t('pending_remove', { when: dateTime(state.pending.at) })
            : t('pending', { limit: taka(state.pending.limit), when: dateTime(state.pending.at) })}
        </>
      ) : null}
    </p>
  );
}

/** Daily, weekly and monthly deposit limits: what the platform holds, and a form to change them. */
export function LimitsForm({ limits }: { limits: LimitState[] }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [values, setValues] = useState<Record<LimitPeriod, string>>(
    () => Object.fromEntries(limits.map((l) => [l.period, asText(l.limit)])) as Record<LimitPeriod, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<LimitPeriod, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(saveLimits);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = Object.fromEntries(
      LIMIT_PERIODS.filter((p) => values[p].trim() !== '' && (!AMOUNT.test(values[p].trim()) || Number(values[p]) < 1)).map((p) => [
        p,
        t('amount_invalid'),
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutate(Object.fromEntries(LIMIT_PERIODS.map((p) => [p, values[p].trim()])));
      toast.success(t('saved'), 1000);
      queryCache.invalidate(['protection', 'limits']);
    } catch (err) {
      setFormError(isApiError(err) ? err.message : String(err));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {limits.map((state) => {
        const field = `${id}-${state.period}`;
        return (
          <div key={state.period} className={styles.field}>
            <label htmlFor={field}>{t(`period.${state.period}`)}</label>
            <input
              id={field}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={values[state.period]}
              onChange={(e) => setValues((v) => ({ ...v, [state.period]: e.target.value }))}
              aria-invalid={errors[state.period] ? true : undefined}
              aria-describedby={[`${field}-note`, errors[state.period] ? `${field}-error` : ''].filter(Boolean).join(' ')}
            />
            <FieldError id={`${field}-error`}>{errors[state.period]}</FieldError>
            <LimitNote state={state} id={`${field}-note`} />
          </div>
        );
      })}
      <FieldError alert>{formError}</FieldError>
      <button type="submit" className={pageStyles.primary} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t('saving') : t('save_limits')}
      </button>
    </form>
  );
}
