/* eslint-disable es-x/no-array-prototype-at, es-x/no-string-prototype-at -- the platform's fields named at, not the method */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, queryCache, toast, useMutation } from '@wl/kit';
import { SubmitButton, TextField, useGuardedSubmit } from '@wl/kit/forms';
import { type CheckSet, useRulesForm } from '@wl/validation';
import { dateTime, FieldError, taka } from '../../../ui/index.ts';
import { LIMIT_PERIODS, type LimitPeriod, type LimitState, saveLimits } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const PERIOD_TEXT = {
  daily: 'period.daily',
  weekly: 'period.weekly',
  monthly: 'period.monthly',
} as const satisfies Record<LimitPeriod, ParseKeys<typeof NS>>;

// the validation reads its keys in 'common', so this names its namespace
const AMOUNT_INVALID = 'member-protection:amount_invalid' satisfies ParseKeys<['common', typeof NS]>;
const asText = (limit: number | null) => (limit === null ? '' : String(limit));

/** The state under one field: room left with its reset, and a pending raise or removal with its time. */
function LimitNote({ state }: { state: LimitState }) {
  const { t } = useTranslation(NS);
  return (
    <>
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
    </>
  );
}

/** A limit is optional; one given is an amount of at least 1 with at most 2 decimals. */
const amountCheck = (value: string) =>
  value.trim() !== '' && (!AMOUNT.test(value.trim()) || Number(value) < 1) ? { key: AMOUNT_INVALID } : null;
const CHECKS: CheckSet = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, amountCheck]));

/** What the platform is sent: each period's limit as typed, trimmed; empty for none. */
const toLimits = (values: Readonly<Record<string, string>>) =>
  Object.fromEntries(LIMIT_PERIODS.map((p) => [p, (values[p] ?? '').trim()])) as Record<LimitPeriod, string>;

/** Daily, weekly and monthly deposit limits: what the platform holds, and a form to change them. */
export function LimitsForm({ limits }: { limits: LimitState[] }) {
  const { t } = useTranslation(NS);
  const form = useRulesForm({
    checks: CHECKS,
    defaultValues: Object.fromEntries(limits.map((l) => [l.period, asText(l.limit)])),
    parse: toLimits,
  });
  const save = useMutation(saveLimits);
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      await save.mutate(values);
      toast.success(t('saved'), 1000);
      queryCache.invalidate(['protection', 'limits']);
    } catch (err) {
      guarded.setFormError(isApiError(err) ? err.message : String(err));
    }
  });

  return (
    <form className={styles.form} onSubmit={guarded.submit} noValidate>
      {limits.map((state) => (
        <TextField
          key={state.period}
          control={form.control}
          name={state.period}
          label={t(PERIOD_TEXT[state.period])}
          inputMode="decimal"
          autoComplete="off"
          hint={<LimitNote state={state} />}
        />
      ))}
      <FieldError alert>{guarded.formError}</FieldError>
      <SubmitButton pending={save.isPending} pendingText={t('saving')}>
        {t('save_limits')}
      </SubmitButton>
    </form>
  );
}
