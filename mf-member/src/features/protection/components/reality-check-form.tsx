import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, queryCache, toast, useMutation } from '@wl/shared';
import { FieldError, pageStyles } from '../../../ui/index.ts';
import { REALITY_MINUTES, saveRealityCheck } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

/** How often the reality check reminds the member: off, 15, 30 or 60 minutes. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState(minutes);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(saveRealityCheck);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save.mutate(chosen);
      toast.success(t('saved'), 1000);
      // the reminder over every page reads the same query: it follows the new interval at once
      queryCache.invalidate(['protection']);
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)}>
      <fieldset className={styles.choices}>
        <legend>{t('reality_every')}</legend>
        {REALITY_MINUTES.map((m) => (
          <label key={m} className={styles.choice}>
            <input type="radio" name="reality-minutes" value={m} checked={chosen === m} onChange={() => setChosen(m)} />
            {m === 0 ? t('reality_off') : t('reality_minutes', { count: m })}
          </label>
        ))}
      </fieldset>
      <FieldError alert>{error}</FieldError>
      <button type="submit" className={pageStyles.primary} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t('saving') : t('save_reality')}
      </button>
    </form>
  );
}
