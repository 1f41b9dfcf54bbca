import { useTranslation } from 'react-i18next';
import '../home.i18n.ts';
import styles from './hot-matches.module.css';

/**
 * The section's final box (126 px) while the matches and the carousel load: nothing below it moves when they
 * arrive. Not busy: their code could not be fetched, and the box stays as it is.
 */
export function HotMatchesPlaceholder({ busy = true }: { busy?: boolean }) {
  const { t } = useTranslation('lobby');
  return (
    <section className={styles.matches} aria-label={t('home.hot_matches')} aria-busy={busy} data-testid="hot-matches-placeholder">
      <h2 className={styles.heading}>{t('home.hot_matches')}</h2>
      <div className={styles.swiper} />
    </section>
  );
}
