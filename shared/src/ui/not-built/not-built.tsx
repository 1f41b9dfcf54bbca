import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './not-built.module.css';

export interface NotBuiltProps {
  /** the page's name, translated */
  title: string;
  /** who will build it, e.g. 'mf-cashier' */
  owner: string;
}

// A plain link, not the router's: this panel also renders where no router is mounted.
const HOME = '/m/home';

/** Stands in for a page a later release builds, so its route already works. */
export function NotBuilt({ title, owner }: NotBuiltProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="not-built">
      {/* the header already holds the page's h1 */}
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.notice}>{t('not_built')}</p>
      <p className={styles.detail}>{t('not_built_detail', { owner })}</p>
      <a className={styles.home} href={HOME}>
        {t('ui.back_home')}
      </a>
    </section>
  );
}
