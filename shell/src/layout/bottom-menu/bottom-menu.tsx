import { useTranslation } from 'react-i18next';
import { formatMoney, HOME_ROUTE, routeHref, useNavigate, useRouteTitle, useSessionStore, useUiPrefs, RouteNavLink } from '@wl/shared';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../icons.tsx';
import { mayOpenInvite, mayOpenMembers } from '../member-gates.ts';
import styles from './bottom-menu.module.css';

/** Spec section 9: the bonus bubbles of the deposit and invite entries, money in the site's one format (decision 025). */
export const DEPOSIT_BONUS = 5000;
export const INVITE_BONUS = 7777;

export function BottomMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const setGameCategory = useUiPrefs((s) => s.setGameCategory);
  const homeTitle = useRouteTitle(HOME_ROUTE);
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

  return (
    <nav className={styles.menu} aria-label={t('bottom_nav')}>
      <RouteNavLink route={HOME_ROUTE} className={cls} onClick={() => setGameCategory('HOT')}>
        <HomeIcon />
        <span>{homeTitle}</span>
      </RouteNavLink>
      <RouteNavLink route="activity" className={cls}>
        <GiftIcon />
        <span>{t('events')}</span>
      </RouteNavLink>
      <RouteNavLink route="deposit" className={cls}>
        <span className={styles.bubble} data-testid="deposit-bubble">
          {formatMoney(DEPOSIT_BONUS)}
        </span>
        <WalletIcon />
        <span>{t('deposit')}</span>
      </RouteNavLink>
      <RouteNavLink route="inviteFriends" className={cls} onClick={(e) => mayOpenInvite() || e.preventDefault()}>
        <span className={styles.bubble} data-testid="invite-bubble">
          {formatMoney(INVITE_BONUS)}
        </span>
        <InviteIcon />
        <span>{t('invite')}</span>
      </RouteNavLink>
      <RouteNavLink
        route="mine"
        className={cls}
        onClick={(e) => {
          // a trial account stays where it is (free_reject); a guest goes to the login page
          if (!mayOpenMembers()) e.preventDefault();
          else if (!loggedIn) {
            e.preventDefault();
            const login = routeHref('login');
            if (login) navigate(login);
          }
        }}
      >
        <UserIcon />
        <span>{t('members')}</span>
      </RouteNavLink>
    </nav>
  );
}
