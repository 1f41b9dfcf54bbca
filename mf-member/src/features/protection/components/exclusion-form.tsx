import type { ParseKeys } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, isApiError, signOut, useMutation, useNavigate } from '@wl/kit';
import { PasswordField, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { type CheckSet, useRulesForm } from '@wl/validation';
import { dateTime, FieldError } from '../../../ui/index.ts';
import { type ProtectionPeriod, startExclusion } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const HOUR = 3_600_000;
/** The length of each choice, only to say on screen when it would end; the platform decides the real end. */
const LENGTH_MS: Record<ProtectionPeriod, number> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '6w': 42 * 24 * HOUR,
  '6m': 182 * 24 * HOUR,
  '1y': 365 * 24 * HOUR,
  '5y': (5 * 365 + 1) * 24 * HOUR,
};

const PERIOD_TEXT = {
  '24h': 'periods.24h',
  '7d': 'periods.7d',
  '6w': 'periods.6w',
  '6m': 'periods.6m',
  '1y': 'periods.1y',
  '5y': 'periods.5y',
} as const satisfies Record<ProtectionPeriod, ParseKeys<typeof NS>>;

// the validation reads its keys in 'common', so these name their namespace
const CHECK_TEXT = {
  period: 'member-protection:choose_period_required',
  password: 'member-protection:password_required',
} as const satisfies Record<string, ParseKeys<['common', typeof NS]>>;

interface Props {
  kind: 'break' | 'exclusion';
  periods: readonly ProtectionPeriod[];
}

const checksFor = (periods: readonly ProtectionPeriod[]): CheckSet => ({
  // one of the choices offered, so that the parse below names a period the contract knows
  period: (value) => (periods.some((p) => p === value) ? null : { key: CHECK_TEXT.period }),
  password: (value) => (value ? null : { key: CHECK_TEXT.password }),
});

/**
 * A break or a self-exclusion: a period, the login password, and a second, explicit confirmation. The platform
 * ends every session; this one is then closed here too and the member goes home.
 */
export function ExclusionForm({ kind, periods }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const checks = useMemo(() => checksFor(periods), [periods]);
  const form = useRulesForm({
    checks,
    defaultValues: { period: '', password: '' },
    // the period passed its check, so it is one of `periods`; the password goes as typed
    parse: (values) => ({ period: values.period as ProtectionPeriod, password: values.password ?? '' }),
  });
  const start = useMutation(({ p, pw }: { p: ProtectionPeriod; pw: string }) => startExclusion(p, pw));
  const guarded = useGuardedSubmit(form, async ({ period, password }) => {
    const when = dateTime(new Date(Date.now() + LENGTH_MS[period]).toISOString());
    const message = t(kind === 'break' ? 'confirm_break' : 'confirm_exclusion', { period: t(PERIOD_TEXT[period]), when });
    const ok = await confirmDialog({
      title: t('confirm_title'),
      message: `${message} ${t('pending_withdrawals')}`,
      confirmText: t(kind === 'break' ? 'start_break' : 'start_exclusion'),
    });
    if (!ok) return;
    try {
      await start.mutate({ p: period, pw: password });
      // every session has ended on the platform: close this one and leave
      await signOut(navigate, { confirm: false });
    } catch (err) {
      const text = isApiError(err) ? err.message : String(err);
      if (isApiError(err) && err.code === 'LOGIN_PASSWORD_INCORRECT') form.setError('password', { type: 'platform', message: text });
      else guarded.setFormError(text);
    }
  });
  const periodError = form.formState.errors.period?.message;

  return (
    <form className={styles.form} onSubmit={guarded.submit} noValidate>
      <fieldset className={styles.choices} aria-describedby={periodError ? `${id}-period-error` : undefined}>
        <legend>{t('choose_period')}</legend>
        {periods.map((p) => (
          <label key={p} className={styles.choice}>
            <input type="radio" value={p} {...form.register('period')} />
            {t(PERIOD_TEXT[p])}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-period-error`}>{periodError}</FieldError>
      <PasswordField control={form.control} name="password" label={t('password')} autoComplete="current-password" />
      <FieldError alert>{guarded.formError}</FieldError>
      <SubmitButton pending={start.isPending}>{t(kind === 'break' ? 'start_break' : 'start_exclusion')}</SubmitButton>
    </form>
  );
}
