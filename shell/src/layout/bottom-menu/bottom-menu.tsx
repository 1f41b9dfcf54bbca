import { useTranslation } from 'react-i18next';
import { formatAmount, NavLink, paths, useConfigStore, useNavigate, useSessionStore, useUiPrefs } from '@wl/shared';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../icons.tsx';
import styles from './bottom-menu.module.css';

/** Spec section 9: the bonus bubbles of the deposit and invite entries. */
export const DEPOSIT_BONUS = 5000;
export const INVITE_BONUS = 7777;

export function BottomMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const setGameCategory = useUiPrefs((s) => s.setGameCategory);
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

  return (
    <nav className={styles.menu} aria-label={t('bottom_nav')}>
      <NavLink to={paths.home} className={cls} onClick={() => setGameCategory('HOT')}>
        <HomeIcon />
        <span>{t('titles.home', { ns: 'common' })}</span>
      </NavLink>
      <NavLink to={paths.activity} className={cls}>
        <GiftIcon />
        <span>{t('events')}</span>
      </NavLink>
      <NavLink to={paths.deposit} className={cls}>
        <span className={styles.bubble} data-testid="deposit-bubble">
          {formatAmount(DEPOSIT_BONUS, symbol)}
        </span>
        <WalletIcon />
        <span>{t('deposit')}</span>
      </NavLink>
      <NavLink to={paths.inviteFriends} className={cls}>
        <span className={styles.bubble} data-testid="invite-bubble">
          {formatAmount(INVITE_BONUS, '')}
        </span>
        <InviteIcon />
        <span>{t('invite')}</span>
      </NavLink>
      <NavLink
        to={paths.mine}
        className={cls}
        onClick={(e) => {
          if (!loggedIn) {
            e.preventDefault();
            navigate(paths.login);
          }
        }}
      >
        <UserIcon />
        <span>{t('members')}</span>
      </NavLink>
    </nav>
  );
}
