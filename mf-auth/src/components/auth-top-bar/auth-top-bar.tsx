import { useTranslation } from 'react-i18next';
import { Link, homeHref, RouteLink } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import { CloseIcon } from '../icons/icons.tsx';
import styles from './auth-top-bar.module.css';

/**
 * The login and register pages have no shell header (spec section 2), so they carry their own bar:
 * a close control that goes home, the page's heading and the customer-service link.
 */
export function AuthTopBar({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.bar}>
      <Link to={homeHref()} className={styles.close} aria-label={t('close')}>
        <CloseIcon />
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <RouteLink route="service" className={styles.service}>
        {t('customer_service')}
      </RouteLink>
    </div>
  );
}
