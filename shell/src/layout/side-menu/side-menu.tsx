import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entryAction,
  loadWallet,
  routeHref,
  signOut,
  useConfigStore,
  useGate,
  useNavigate,
  useRouteAccess,
  useRouteStore,
  useRouteTitle,
  useSessionStore,
  useWallet,
} from '@wl/kit';
import { declaredEntries, type MenuIcon, withDeclared } from '@wl/plain/routes';
import {
  ChatIcon,
  ClockIcon,
  CloseIcon,
  CrownIcon,
  EyeIcon,
  EyeOffIcon,
  InviteIcon,
  LogoutIcon,
  PageIcon,
  RefreshIcon,
  UploadIcon,
  WalletIcon,
} from '../icons.tsx';
import { mayFollow } from '../member-gates.ts';
import styles from './side-menu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');
  const panel = useFocusWhileOpen(open, onClose);

  if (!open) return null;

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('menu')} onClick={(e) => e.stopPropagation()}>
        <div className={styles.top}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close_menu')}>
            <CloseIcon />
          </button>
        </div>
        <MenuEntries onClose={onClose} />
        <p className={styles.copyright}>{t('copyright', { site: siteName })}</p>
      </div>
    </div>
  );
}

/** While the menu is open, focus is in it and Escape closes it; on close, focus goes back where it was. */
function useFocusWhileOpen(open: boolean, onClose: () => void) {
  const panel = useRef<HTMLDivElement>(null);
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
  return panel;
}

/** The shell's entries in their order, the wallet's among them for a session, and the ones the remotes declare. */
function MenuEntries({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // one gate table (decision 026): the wallet's entries are a session's
  const member = useGate('session');
  const hidden = useSessionStore((s) => s.balanceHidden);
  const refreshing = useWallet().loading;
  const toggleHidden = useSessionStore((s) => s.toggleBalanceHidden);
  const routes = useRouteStore((s) => s.table.routes);

  return (
    <ul className={styles.list}>
      {withDeclared(
        [
          <RouteEntry key="deposit" route="deposit" label={t('deposit')} icon={<WalletIcon />} onClose={onClose} />,
          <RouteEntry key="invite" route="inviteFriends" label={t('invite')} icon={<InviteIcon />} onClose={onClose} />,
          <RouteEntry key="vip" route="memberBenefits" label={t('vip_room')} icon={<CrownIcon />} onClose={onClose} />,
          <RouteEntry key="withdraw" route="withdraw" label={t('withdraw')} icon={<UploadIcon />} onClose={onClose} />,
          // the wallet's entries and sign out need a session: a guest has no balance to refresh or hide
          member.open
            ? menuItem(t('refresh_balance'), <RefreshIcon />, () => void loadWallet().catch(() => undefined), {
                busy: refreshing,
                key: 'refresh',
              })
            : null,
          member.open
            ? menuItem(hidden ? t('show_balance') : t('hide_balance'), hidden ? <EyeIcon /> : <EyeOffIcon />, toggleHidden, {
                pressed: hidden,
                key: 'hide',
              })
            : null,
          <RouteEntry key="recent" route="gameList" query={RECENT} label={t('recent_games')} icon={<ClockIcon />} onClose={onClose} />,
          <RouteEntry key="feedback" route="feedback" label={t('feedback')} icon={<ChatIcon />} onClose={onClose} />,
          member.open
            ? menuItem(
                t('sign_out'),
                <LogoutIcon />,
                () => {
                  onClose();
                  void signOut(navigate);
                },
                { key: 'sign-out' },
              )
            : null,
        ],
        // the entries the remotes' routes declare, each at its order among the shell's (issue 39 item 2)
        declaredEntries(routes, 'sideMenu'),
        (entry) => (
          <DeclaredEntry key={entry.route} routeKey={entry.route} icon={entry.icon} onClose={onClose} />
        ),
      )}
    </ul>
  );
}

/** One entry: its icon and label on a button (a toggle says whether it is pressed, a reload whether it is busy). */
function menuItem(label: string, icon: ReactNode, onClick: () => void, extra?: { pressed?: boolean; busy?: boolean; key?: string }) {
  return (
    <li key={extra?.key ?? label}>
      <button type="button" className={styles.item} onClick={onClick} aria-pressed={extra?.pressed} aria-busy={extra?.busy}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}

const RECENT = { gameType: 'RECENT' };

const ICONS: Record<MenuIcon, () => ReactNode> = {
  page: () => <PageIcon />,
  wallet: () => <WalletIcon />,
  upload: () => <UploadIcon />,
  invite: () => <InviteIcon />,
  crown: () => <CrownIcon />,
  clock: () => <ClockIcon />,
  chat: () => <ChatIcon />,
};

/**
 * An entry a remote's route declares (`sideMenu`, issue 39 item 2), labelled with its title. The shell's own entries
 * sit at 10 (deposit), 20, 30, 40 (withdraw), 50-60 (the wallet's), 70 (recent games), 80 (feedback) and 90 (sign
 * out). A remote a brand runs brings its entry; one it stops naming takes it away.
 */
function DeclaredEntry({ routeKey, icon, onClose }: { routeKey: string; icon?: MenuIcon; onClose: () => void }) {
  const label = useRouteTitle(routeKey);
  if (!label) return null;
  return <RouteEntry route={routeKey} label={label} icon={(ICONS[icon ?? 'page'] ?? ICONS.page)()} onClose={onClose} />;
}

/**
 * A menu entry to a route, by the one gate table (decision 026): hidden where the table hides it (a switched-off
 * page, an absent route), else its tap follows the table (a guest gets the login dialog, a trial account
 * free_reject).
 */
function RouteEntry(props: { route: string; query?: Record<string, string>; label: string; icon: ReactNode; onClose: () => void }) {
  const { route, query, label, icon, onClose } = props;
  const navigate = useNavigate();
  const access = useRouteAccess(route, query);
  const to = routeHref(route, query);
  if (!to || entryAction(access) === 'hide') return null;
  return menuItem(label, icon, () => {
    onClose();
    if (mayFollow(access)) navigate(to);
  });
}
