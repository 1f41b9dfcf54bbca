import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  HOME_ROUTE,
  type RouteAccess,
  RouteNavLink,
  useGate,
  useNavigate,
  useRouteAccess,
  useRouteTitle,
  useUiPrefs,
} from '@wl/kit';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../icons.tsx';
import { mayFollow } from '../member-gates.ts';
import styles from './bottom-menu.module.css';

/** Spec section 9: the bonus bubbles of the deposit and invite entries, money in the site's one format (decision 025). */
const DEPOSIT_BONUS = 5000;
const INVITE_BONUS = 7777;
const MEMBERS_TAB_REDIRECT = { signIn: 'login' };

export function BottomMenu() {
  const { t } = useTranslation('shell');
  const setGameCategory = useUiPrefs((s) => s.setGameCategory);
  const homeTitle = useRouteTitle(HOME_ROUTE);
  const deposit = useRouteAccess('deposit');
  const invite = useRouteAccess('inviteFriends');
  // spec section 2: the Members tab needs a member and sends a guest to the login page, though the member centre's
  // address shows a guest its 'login or register' view (spec section 3)
  const members = useGate('member', undefined, MEMBERS_TAB_REDIRECT);
  const navigate = useNavigate();
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);
  // a bubble follows its tab's name in the markup (its place on screen is the CSS's): a screen reader reads
  // "Deposit ৳5,000.00", the name first
  // spec section 2's tabs are fixed: each follows the one gate table (decision 026) and is never hidden
  const follow = (access: RouteAccess) => (e: MouseEvent) => mayFollow(access, { fixed: true, navigate }) || e.preventDefault();

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
      <RouteNavLink route="deposit" className={cls} onClick={follow(deposit)}>
        <WalletIcon />
        <span>{t('deposit')}</span>
        <span className={styles.bubble} data-testid="deposit-bubble">
          {formatMoney(DEPOSIT_BONUS)}
        </span>
      </RouteNavLink>
      <RouteNavLink route="inviteFriends" className={cls} onClick={follow(invite)}>
        <InviteIcon />
        <span>{t('invite')}</span>
        <span className={styles.bubble} data-testid="invite-bubble">
          {formatMoney(INVITE_BONUS)}
        </span>
      </RouteNavLink>
      <RouteNavLink route="mine" className={cls} onClick={follow(members)}>
        <UserIcon />
        <span>{t('members')}</span>
      </RouteNavLink>
    </nav>
  );
}
