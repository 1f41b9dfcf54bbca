import { useTranslation } from 'react-i18next';
import { daysSince, events } from '@wl/kit';
import type { MemberDetail } from '../api/member-centre-api.ts';
import { NS } from '../member-centre.i18n.ts';
import { MemberImage, pageStyles } from '../../../ui/index.ts';
import styles from './member-centre.module.css';

/** The account, VIP label and whole days since registration; for a guest the login-or-register prompt. */
export function MemberSummary({ member, loggedIn }: { member: MemberDetail | null; loggedIn: boolean }) {
  const { t } = useTranslation(NS);
  if (!loggedIn) {
    return (
      <section className={`${pageStyles.card} ${styles.summary}`}>
        <button type="button" className={pageStyles.primary} onClick={() => events.emit('auth:login-required', {})}>
          {t('login_or_register')}
        </button>
        <p className={pageStyles.muted}>{t('guest_hint')}</p>
      </section>
    );
  }
  return (
    <section className={`${pageStyles.card} ${styles.summary}`} aria-busy={member === null}>
      {member?.avatarUrl ? (
        <MemberImage className={styles.avatar} src={member.avatarUrl} alt="" width={56} height={56} data-frame-part="avatar" />
      ) : (
        <span className={styles.avatar} />
      )}
      <div className={styles.summaryText}>
        <p className={styles.account} data-frame-part="account">
          {member?.account ?? '\u00a0'}
        </p>
        <p className={pageStyles.muted}>
          {member?.vipLabel ? (
            <span className={styles.vip} data-frame-part="vip">
              {member.vipLabel}
            </span>
          ) : null}{' '}
          <span data-frame-part="joined">{member ? t('days_joined', { count: daysSince(member.regDate) }) : '\u00a0'}</span>
        </p>
      </div>
    </section>
  );
}
