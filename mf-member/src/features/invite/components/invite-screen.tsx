import { useTranslation } from 'react-i18next';
import { EmptyState, formatCount, formatDate, formatMoney, QueryView, RecordFields, toast, useQuery } from '@wl/kit';
import { PagedSection, pageStyles } from '../../../ui/index.ts';
import { fetchFriends, fetchInviteInfo, type InviteInfo, inviteLink } from '../api/invite-api.ts';
import { NS } from '../invite.i18n.ts';
import { QrCode } from './qr-code.tsx';
import styles from './invite.module.css';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done, 1000);
  } catch {
    toast.error(failed);
  }
}

function ReferralCard({ info }: { info: InviteInfo }) {
  const { t } = useTranslation(NS);
  const link = inviteLink(info);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <section className={`${pageStyles.card} ${styles.referral}`} aria-label={t('your_link')}>
      <p className={styles.bonus}>{t('bonus', { amount: formatMoney(info.maxBonus) })}</p>
      {info.bonusText ? (
        <p className={pageStyles.muted} data-verbatim="">
          {info.bonusText}
        </p>
      ) : null}
      <QrCode text={link} label={t('qr')} />
      <dl className={styles.values}>
        <dt>{t('your_code')}</dt>
        <dd className={styles.code}>{info.code}</dd>
        <dt>{t('your_link')}</dt>
        <dd className={styles.link}>{link}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={pageStyles.action} onClick={() => void copy(info.code, t('copied'), t('copy_failed'))}>
          {t('copy_code')}
        </button>
        <button type="button" className={pageStyles.action} onClick={() => void copy(link, t('copied'), t('copy_failed'))}>
          {t('copy_link')}
        </button>
        {canShare ? (
          <button
            type="button"
            className={pageStyles.primary}
            // a cancelled share sheet rejects: nothing to tell
            onClick={() => void navigator.share({ title: t('title'), text: t('share_text', { link }), url: link }).catch(() => undefined)}
          >
            {t('share')}
          </button>
        ) : null}
      </div>
      {info.rules.length > 0 ? (
        // the platform's rules as the operator wrote them, digits and all (decision 025)
        <ol className={styles.rules} data-verbatim="">
          {info.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.totals}>
        <div>
          <dt>{t('friend_count')}</dt>
          <dd>{formatCount(info.friendCount)}</dd>
        </div>
        <div>
          <dt>{t('deposited')}</dt>
          <dd>{formatCount(info.depositedFriendCount)}</dd>
        </div>
        <div>
          <dt>{t('earned')}</dt>
          <dd>{formatMoney(info.totalBonus)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Friends() {
  const { t } = useTranslation(NS);
  return (
    <PagedSection
      id="invite-friends"
      title={t('friends')}
      className={styles.friends}
      reserveClassName={styles.reserve}
      queryKey={['invite', 'friends']}
      fetchPage={fetchFriends}
      emptyText={t('no_friends')}
      itemKey={(f) => `${f.account}-${f.registeredAt}`}
      itemClassName={pageStyles.card}
    >
      {(f) => (
        <RecordFields
          title={f.account}
          fields={[
            { label: t('registered'), value: formatDate(f.registeredAt) },
            { label: t('first_deposit'), value: f.firstDepositAt ? formatDate(f.firstDepositAt) : t('none') },
            { label: t('bonus_earned'), value: formatMoney(f.bonus), amount: true },
          ]}
        />
      )}
    </PagedSection>
  );
}

/** /m/inviteFriends (a member's, with REFERRAL: decision 026): the referral code and link with copy, share and a QR code; the invited friends. */
export function InviteScreen() {
  const { t } = useTranslation(NS);
  const info = useQuery(['invite', 'info'], fetchInviteInfo);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('title')}</h1>
      <QueryView query={info} isEmpty={() => false} className={styles.reserveCard}>
        {(i) =>
          i.enabled ? (
            <>
              <ReferralCard info={i} />
              <Friends />
            </>
          ) : (
            <EmptyState text={t('not_open')} />
          )
        }
      </QueryView>
    </div>
  );
}
