import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../ui/icons.tsx';
import styles from './search-box.module.css';

/** The name search: it runs when submitted (Enter), not on every key. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(name: string): void }) {
  const { t } = useTranslation('lobby');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the role keeps the landmark where the <search> element is unknown (iOS below 17)
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.input}
        type="search"
        enterKeyHint="search"
        aria-label={t('list.search')}
        placeholder={t('list.search_placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label={t('list.search_submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
