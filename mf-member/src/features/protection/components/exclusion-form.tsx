import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, isApiError, signOut, useMutation, useNavigate } from '@wl/shared';
import { dateTime, FieldError, pageStyles } from '../../../ui/index.ts';
import { startExclusion } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const HOUR = 3_600_000;
/** The length of each choice, only to say on screen when it would end; the platform decides the real end. */
const LENGTH_MS: Record<string, number> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '6w': 42 * 24 * HOUR,
  '6m': 182 * 24 * HOUR,
  '1y': 365 * 24 * HOUR,
  '5y': (5 * 365 + 1) * 24 * HOUR,
};

interface Props {
  kind: 'break' | 'exclusion';
  periods: readonly string[];
}

/**
 * A break or a self-exclusion: a period, the login password, and a second, explicit confirmation. The platform
 * ends every session; this one is then closed here too and the member goes home.
 */
export function ExclusionForm({ kind, periods }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const [period, setPeriod] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ period?: string; password?: string; form?: string }>({});
  const start = useMutation(({ p, pw }: { p: string; pw: string }) => startExclusion(p, pw));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { period: period ? undefined : t('choose_period_required'), password: password ? undefined : t('password_required') };
    setErrors(found);
    if (found.period || found.password || start.isPending) return;
    const when = dateTime(new Date(Date.now() + LENGTH_MS[period]!).toISOString());
    const message = t(kind === 'break' ? 'confirm_break' : 'confirm_exclusion', { period: t(`periods.${period}`), when });
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
      const message = isApiError(err) ? err.message : String(err);
      setErrors(isApiError(err) && err.code === 'LOGIN_PASSWORD_INCORRECT' ? { password: message } : { form: message });
    }
  };

  const legend = `${id}-legend`;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className={styles.choices} aria-describedby={errors.period ? `${id}-period-error` : undefined}>
        <legend id={legend}>{t('choose_period')}</legend>
        {periods.map((p) => (
          <label key={p} className={styles.choice}>
            <input type="radio" name={`${id}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {t(`periods.${p}`)}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-period-error`}>{errors.period}</FieldError>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
      </div>
      <FieldError alert>{errors.form}</FieldError>
      <button type="submit" className={pageStyles.primary} disabled={start.isPending} aria-busy={start.isPending}>
        {t(kind === 'break' ? 'start_break' : 'start_exclusion')}
      </button>
    </form>
  );
}
