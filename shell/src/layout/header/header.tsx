import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { homeHref, Link, RouteLink, useConfigStore, useLocation, useNavigate, useRouteAccess, useSessionStore } from '@wl/kit';
import { lazyPart } from '../../app/lazy-part.ts';
import { BackIcon, MenuIcon } from '../icons.tsx';
import { LanguagePicker } from './language-picker.tsx';
import styles from './header.module.css';

// A guest never sees the member's parts of the header: their code is fetched when a session is there, as the
// header first renders for a member, in the same wave as the member calls (use-member-sync.ts). Until it is
// here, and if it cannot be fetched, the space they take is kept, so nothing moves when they arrive. Its chunk is one of
// a member's start chunks, which the page's HTML preloads for a session (decision 068).
const loadMemberSummary = () => import(/* webpackChunkName: "member-parts" */ './member-summary.tsx');
const InboxSpace = () => <span className={styles.iconButton} aria-hidden="true" />;
const MemberBarSpace = () => <div className={styles.memberBar} aria-hidden="true" data-testid="member-bar-space" />;
const InboxLink = lazyPart(() => loadMemberSummary().then((m) => m.InboxLink), InboxSpace);
const MemberBar = lazyPart(() => loadMemberSummary().then((m) => m.MemberBar), MemberBarSpace);

interface Props {
  isHome: boolean;
  /** back goes home instead of back in history (login, register, trial, notice, forget) */
  backHome: boolean;
  title: string;
  onOpenMenu: () => void;
}

/**
 * Spec section 2: the home header carries the logo and the member's row (VIP, name, balance, deposit,
 * withdraw) or the guest's login and register buttons; every other page a back arrow and its title, so
 * the page keeps its height for its own content. Inbox, language and menu are on every header.
 */
export function Header({ isHome, backHome, title, onOpenMenu }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  // the guest's entries follow the one gate table (decision 026): register is off with its flag
  const loginOpen = useRouteAccess('login').open;
  const registerOpen = useRouteAccess('register').open;
  const logo = useConfigStore((s) => s.config?.logo);
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');

  // the router names the entry that opened the tab 'default': back from it has nowhere to go but home
  const firstEntry = useLocation().key === 'default';
  const goBack = () => {
    if (backHome || firstEntry) navigate(homeHref());
    else navigate(-1);
  };

  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <div className={styles.start}>
          {isHome ? (
            <Link to={homeHref()} className={styles.logo} aria-label={`${siteName} ${t('home_logo')}`}>
              {logo ? <img src={logo} alt="" width={96} height={28} /> : <span>{siteName}</span>}
            </Link>
          ) : (
            <>
              <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('back')}>
                <BackIcon />
              </button>
              <h1 className={styles.title}>{title}</h1>
            </>
          )}
        </div>
        <div className={styles.end}>
          {loggedIn ? (
            <Suspense fallback={<InboxSpace />}>
              <InboxLink />
            </Suspense>
          ) : isHome ? (
            <>
              {loginOpen ? (
                <RouteLink route="login" className={styles.button}>
                  {t('login')}
                </RouteLink>
              ) : null}
              {registerOpen ? (
                <RouteLink route="register" className={`${styles.button} ${styles.primary}`}>
                  {t('register')}
                </RouteLink>
              ) : null}
            </>
          ) : null}
          <LanguagePicker />
          <button type="button" className={styles.iconButton} onClick={onOpenMenu} aria-label={t('menu')} aria-haspopup="dialog">
            <MenuIcon />
          </button>
        </div>
      </div>
      {loggedIn && isHome ? (
        <Suspense fallback={<MemberBarSpace />}>
          <MemberBar />
        </Suspense>
      ) : null}
    </header>
  );
}
