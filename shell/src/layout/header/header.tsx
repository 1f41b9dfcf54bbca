import { useTranslation } from 'react-i18next';
import { Link, paths, useConfigStore, useFlag, useNavigate, useSessionStore } from '@wl/shared';
import { BackIcon, MenuIcon } from '../icons.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { InboxLink, MemberBar } from './member-summary.tsx';
import styles from './header.module.css';

interface Props {
  isHome: boolean;
  /** back goes home instead of back in history (login, register, trial, notice, forget) */
  backHome: boolean;
  title: string;
  onOpenMenu: () => void;
}

export function Header({ isHome, backHome, title, onOpenMenu }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const registerOn = useFlag('REGISTER3');
  const logo = useConfigStore((s) => s.config?.logo);
  const siteName = useConfigStore((s) => s.config?.siteName ?? '');

  const goBack = () => {
    // react-router keeps the history index in history.state; 0 means this page opened the tab
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backHome || idx === 0) navigate(paths.home);
    else navigate(-1);
  };

  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <div className={styles.start}>
          {isHome ? (
            <Link to={paths.home} className={styles.logo} aria-label={`${siteName} ${t('home_logo')}`}>
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
            <InboxLink />
          ) : (
            <>
              <Link to={paths.login} className={styles.button}>
                {t('login')}
              </Link>
              {registerOn ? (
                <Link to={paths.register} className={`${styles.button} ${styles.primary}`}>
                  {t('register')}
                </Link>
              ) : null}
            </>
          )}
          <LanguagePicker />
          <button type="button" className={styles.iconButton} onClick={onOpenMenu} aria-label={t('menu')} aria-haspopup="dialog">
            <MenuIcon />
          </button>
        </div>
      </div>
      {loggedIn ? <MemberBar /> : null}
    </header>
  );
}
