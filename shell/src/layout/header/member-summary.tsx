import { useTranslation } from 'react-i18next';
import { displayName, formatBalance, Link, maskBalance, paths, useFlag, useSessionStore } from '@wl/shared';
import { CrownIcon, EyeIcon, EyeOffIcon, MailIcon } from '../icons.tsx';
import { useUnreadCount } from '../../app/use-unread-count.ts';
import styles from './header.module.css';

/** The logged-in part of the header: VIP badge, name, balance (hideable), deposit, withdraw, inbox. */
export function MemberSummary() {
  const { t } = useTranslation('shell');
  const name = useSessionStore(displayName);
  const vipLevel = useSessionStore((s) => s.member?.vipLevel);
  const balance = useSessionStore((s) => s.wallet?.sumBalance);
  const hidden = useSessionStore((s) => s.balanceHidden);
  const loading = useSessionStore((s) => s.walletLoading);
  const toggle = useSessionStore((s) => s.toggleBalanceHidden);
  const withdrawOn = useFlag('WITHDRAW3');
  const unread = useUnreadCount();

  const shown = hidden || loading || balance === undefined ? maskBalance() : formatBalance(balance);
  return (
    <>
      <div className={styles.member}>
        <span className={styles.name}>
          {vipLevel !== undefined ? (
            <span className={styles.vip} title={t('vip', { level: vipLevel })}>
              <CrownIcon width={12} height={12} />
              <span>VIP{vipLevel}</span>
            </span>
          ) : null}
          <span data-testid="header-name">{name}</span>
        </span>
        <span className={styles.balanceRow}>
          <span className={styles.balance} data-testid="header-balance" aria-label={t('balance')} aria-busy={loading}>
            {shown}
          </span>
          <button
            type="button"
            className={styles.eye}
            onClick={toggle}
            aria-label={hidden ? t('show_balance') : t('hide_balance')}
            aria-pressed={hidden}
          >
            {hidden ? <EyeOffIcon width={16} height={16} /> : <EyeIcon width={16} height={16} />}
          </button>
        </span>
      </div>
      <Link to={paths.deposit} className={`${styles.button} ${styles.primary}`}>
        {t('deposit')}
      </Link>
      {withdrawOn ? (
        <Link to={paths.withdraw} className={styles.button}>
          {t('withdraw')}
        </Link>
      ) : null}
      <Link to={paths.inbox} className={styles.iconButton} aria-label={unread > 0 ? t('inbox_unread') : t('inbox')}>
        <MailIcon />
        {unread > 0 ? <span className={styles.dot} data-testid="unread-dot" /> : null}
      </Link>
    </>
  );
}
