import { useTranslation } from 'react-i18next';
import {
  entryAction,
  formatMoney,
  RouteLink,
  useConfigStore,
  useDisplayName,
  useMember,
  useRouteAccess,
  useSessionStore,
  useUnreadCount,
  useWallet,
} from '@wl/kit';
import { CrownIcon, EyeIcon, EyeOffIcon, MailIcon } from '../icons.tsx';
import { mayFollow } from '../member-gates.ts';
import styles from './header.module.css';

/** What a hidden balance shows instead of the number (spec section 2: hidden as stars). */
const HIDDEN_BALANCE = '****';

/** The member's row of the header: VIP badge, name, balance (hideable), deposit and withdraw. */
export function MemberBar() {
  const { t } = useTranslation('shell');
  const name = useDisplayName();
  const vipLevel = useMember()?.vipLevel;
  const { wallet, loading } = useWallet();
  const balance = wallet?.sumBalance;
  const hidden = useSessionStore((s) => s.balanceHidden);
  const toggle = useSessionStore((s) => s.toggleBalanceHidden);
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '৳');
  // the one gate table (decision 026): withdraw is off with its flag, refused to a trial account
  const withdraw = useRouteAccess('withdraw');

  // the site's one money format (decision 025); hidden, the symbol stays and the figure is stars
  const shown = hidden || loading || balance === undefined ? `${symbol}${HIDDEN_BALANCE}` : formatMoney(balance);
  return (
    <div className={styles.memberBar}>
      <div className={styles.member}>
        <span className={styles.name}>
          {vipLevel !== undefined ? (
            <span className={styles.vip} title={t('vip', { level: vipLevel })}>
              <CrownIcon width={12} height={12} />
              <span>{`VIP${vipLevel}`}</span>
            </span>
          ) : null}
          <span className={styles.nameText} data-testid="header-name">
            {name}
          </span>
        </span>
        <span className={styles.balanceRow}>
          <span className={styles.srOnly}>{t('balance')}</span>
          <span className={styles.balance} data-testid="header-balance" aria-busy={loading}>
            {shown}
          </span>
          <button
            type="button"
            className={styles.eye}
            onClick={toggle}
            aria-label={hidden ? t('show_balance') : t('hide_balance')}
            aria-pressed={hidden}
          >
            {hidden ? <EyeOffIcon width={18} height={18} /> : <EyeIcon width={18} height={18} />}
          </button>
        </span>
      </div>
      <div className={styles.actions}>
        <RouteLink route="deposit" className={`${styles.button} ${styles.primary}`}>
          {t('deposit')}
        </RouteLink>
        {entryAction(withdraw) !== 'hide' ? (
          <RouteLink route="withdraw" className={styles.button} onClick={(e) => mayFollow(withdraw) || e.preventDefault()}>
            {t('withdraw')}
          </RouteLink>
        ) : null}
      </div>
    </div>
  );
}

/** The inbox link, with a dot while mail is unread. */
export function InboxLink() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount();
  const inbox = useRouteAccess('inbox');
  if (entryAction(inbox) === 'hide') return <span className={styles.iconButton} aria-hidden="true" />;
  return (
    <RouteLink
      route="inbox"
      className={styles.iconButton}
      aria-label={unread > 0 ? t('inbox_unread') : t('inbox')}
      onClick={(e) => mayFollow(inbox) || e.preventDefault()}
    >
      <MailIcon />
      {unread > 0 ? <span className={styles.dot} data-testid="unread-dot" /> : null}
    </RouteLink>
  );
}
