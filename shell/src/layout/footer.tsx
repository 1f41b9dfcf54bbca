import { useTranslation } from 'react-i18next';
import { Link, paths, useConfigStore } from '@wl/shared';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={siteName}>
        <Link to={paths.help}>{t('footer_help')}</Link>
        <Link to={paths.userAgreement}>{t('footer_agreement')}</Link>
      </nav>
      <p>{t('footer_responsible')}</p>
      <p>{t('copyright', { site: siteName })}</p>
    </footer>
  );
}
