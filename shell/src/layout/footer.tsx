import { useTranslation } from 'react-i18next';
import { useConfigStore, RouteLink } from '@wl/kit';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={siteName}>
        <RouteLink route="help">{t('footer_help')}</RouteLink>
        <RouteLink route="userAgreement">{t('footer_agreement')}</RouteLink>
      </nav>
      <p>{t('footer_responsible')}</p>
      <p>{t('copyright', { site: siteName })}</p>
    </footer>
  );
}
