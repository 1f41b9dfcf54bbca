import { useTranslation } from 'react-i18next';
import { Link, homeHref, routeHref } from '@wl/kit';
import { paths } from '../../paths.ts';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';

/** The list under the login form: back home, register now, forgot password, customer service. */
export function LoginLinks({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('auth');
  const items = [
    { to: homeHref(), label: t('back_home') },
    { to: paths.register, label: t('register_now') },
    { to: paths.forget, label: t('forgot_password') },
    { to: routeHref('service'), label: t('customer_service') },
  ].filter((item): item is { to: string; label: string } => item.to !== null);
  return (
    <nav aria-label={t('more_links')}>
      <ul className={layout.links}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={layout.link} onClick={onLeave}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
