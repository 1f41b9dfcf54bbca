import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { events, loadWallet, routeHref, signOut, useConfigStore, useFlag, useNavigate, useRouteStore, useSessionStore } from '@wl/shared';
import {
  ChatIcon,
  ClockIcon,
  CloseIcon,
  CrownIcon,
  EyeIcon,
  EyeOffIcon,
  InviteIcon,
  LogoutIcon,
  RefreshIcon,
  UploadIcon,
  WalletIcon,
} from '../icons.tsx';
import { mayOpenInvite } from '../member-gates.ts';
import styles from './side-menu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const hidden = useSessionStore((s) => s.balanceHidden);
  const refreshing = useSessionStore((s) => s.walletLoading);
  const toggleHidden = useSessionStore((s) => s.toggleBalanceHidden);
  const vipOn = useFlag('VIPROOM3');
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');
  const panel = useRef<HTMLDivElement>(null);
  // an entry whose route no remote of this start declares is left out (decision 022)
  useRouteStore((s) => s.table);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;

  const go =
    (to: string, needsSession = false) =>
    () => {
      onClose();
      if (needsSession && !loggedIn) events.emit('auth:login-required', {});
      else navigate(to);
    };
  /** a menu entry to a route by key, or nothing when the route is absent */
  const link = (
    label: string,
    icon: ReactNode,
    route: string,
    opts: { query?: Record<string, string>; needsSession?: boolean; gate?: () => boolean } = {},
  ) => {
    const to = routeHref(route, opts.query);
    if (!to) return null;
    const open = go(to, opts.needsSession);
    return item(label, icon, () => (!opts.gate || opts.gate() ? open() : onClose()));
  };
  const item = (label: string, icon: ReactNode, onClick: () => void, extra?: { pressed?: boolean; busy?: boolean }) => (
    <li>
      <button type="button" className={styles.item} onClick={onClick} aria-pressed={extra?.pressed} aria-busy={extra?.busy}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('menu')} onClick={(e) => e.stopPropagation()}>
        <div className={styles.top}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close_menu')}>
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.list}>
          {link(t('deposit'), <WalletIcon />, 'deposit')}
          {link(t('invite'), <InviteIcon />, 'inviteFriends', { gate: mayOpenInvite })}
          {vipOn ? link(t('vip_room'), <CrownIcon />, 'memberBenefits') : null}
          {link(t('withdraw'), <UploadIcon />, 'withdraw')}
          {item(
            t('refresh_balance'),
            <RefreshIcon />,
            () => {
              if (!loggedIn) return go('', true)();
              void loadWallet().catch(() => undefined);
            },
            { busy: refreshing },
          )}
          {item(hidden ? t('show_balance') : t('hide_balance'), hidden ? <EyeIcon /> : <EyeOffIcon />, toggleHidden, { pressed: hidden })}
          {link(t('recent_games'), <ClockIcon />, 'gameList', { query: { gameType: 'RECENT' }, needsSession: true })}
          {link(t('feedback'), <ChatIcon />, 'feedback')}
          {loggedIn
            ? item(t('sign_out'), <LogoutIcon />, () => {
                onClose();
                void signOut(navigate);
              })
            : null}
        </ul>
        <p className={styles.copyright}>{t('copyright', { site: siteName })}</p>
      </div>
    </div>
  );
}
