import { useTranslation } from 'react-i18next';
import { homeHref, Link } from '@wl/kit';
import styles from '../startup/status-screen.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.screen} data-testid="not-found" style={{ minHeight: '60dvh' }}>
      <h2 className={styles.title}>{t('not_found_title')}</h2>
      <p className={styles.text}>{t('not_found_text')}</p>
      <Link to={homeHref()} className={styles.button}>
        {t('go_home')}
      </Link>
    </section>
  );
}
