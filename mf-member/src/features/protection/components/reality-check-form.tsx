import { useTranslation } from 'react-i18next';
import { isApiError, queryCache, toast, useMutation } from '@wl/kit';
import { SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { useRulesForm } from '@wl/validation';
import { FieldError } from '../../../ui/index.ts';
import { REALITY_MINUTES, saveRealityCheck } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

/** How often the reality check reminds the member: off, 15, 30 or 60 minutes. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation(NS);
  // a radio's value is text: the minutes travel as text in the form and as a number to the platform
  const form = useRulesForm({ defaultValues: { minutes: String(minutes) }, parse: (values) => Number(values.minutes) });
  const save = useMutation(saveRealityCheck);
  const guarded = useGuardedSubmit(form, async (chosen) => {
    try {
      await save.mutate(chosen);
      toast.success(t('saved'), 1000);
      // the reminder over every page reads the same query: it follows the new interval at once
      queryCache.invalidate(['protection']);
    } catch (err) {
      guarded.setFormError(isApiError(err) ? err.message : String(err));
    }
  });
  return (
    <form className={styles.form} onSubmit={guarded.submit}>
      <fieldset className={styles.choices}>
        <legend>{t('reality_every')}</legend>
        {REALITY_MINUTES.map((m) => (
          <label key={m} className={styles.choice}>
            <input type="radio" value={String(m)} {...form.register('minutes')} />
            {m === 0 ? t('reality_off') : t('reality_minutes', { count: m })}
          </label>
        ))}
      </fieldset>
      <FieldError alert>{guarded.formError}</FieldError>
      <SubmitButton pending={save.isPending} pendingText={t('saving')}>
        {t('save_reality')}
      </SubmitButton>
    </form>
  );
}
