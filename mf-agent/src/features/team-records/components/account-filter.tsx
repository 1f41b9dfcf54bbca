import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './team-records.module.css';

/** The account search of a team list: applied on submit, so typing does not ask the server at every key. */
export function AccountFilter({ value, onChange }: { value: string; onChange: (account: string) => void }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit}>
      <label className={styles.field}>
        <span>{t('records.account')}</span>
        <input
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
        />
      </label>
      <button type="submit" className={styles.button}>
        {t('records.search')}
      </button>
    </form>
  );
}
