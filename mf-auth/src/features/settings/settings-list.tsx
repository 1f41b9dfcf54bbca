import { useTranslation } from 'react-i18next';
import { signOut, useNavigate, type SessionInfo } from '@wl/kit';
import { paths } from '../../paths.ts';
import '../../i18n/auth.i18n.ts';
import { ChevronIcon } from '../../components/icons/icons.tsx';
import { isTrialSession, showFreeReject } from '../trial/index.ts';
import styles from './settings-list.module.css';

/** /m/set for a member: the account, the change-password entry, sign out (the shared flow of spec section 4). */
export function SettingsList({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const openChangePassword = () => {
    // a trial account has no password of its own to change
    if (isTrialSession(session)) showFreeReject();
    else navigate(paths.changePassword);
  };
  return (
    <div className={styles.settings}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <span>{t('account')}</span>
          <span className={styles.value}>{session.userName}</span>
        </li>
        <li>
          <button type="button" className={`${styles.item} ${styles.entry}`} onClick={openChangePassword}>
            <span>{t('change_password')}</span>
            <ChevronIcon />
          </button>
        </li>
      </ul>
      <button type="button" className={styles.signOut} onClick={() => void signOut(navigate)}>
        {t('sign_out')}
      </button>
    </div>
  );
}
