import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatPercent, QueryView, RecordFields, useQuery } from '@wl/kit';
import { pageStyles } from '../../../ui/index.ts';
import { fetchVipClub, type VipProgress } from '../api/vip-api.ts';
import { NS } from '../vip.i18n.ts';
import styles from './vip.module.css';

function Progress({ label, percent, needed }: { label: string; percent: number; needed: number }) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.progress}>
      <p className={styles.progressLabel}>
        <span>{label}</span>
        <span>{needed > 0 ? t('needed', { amount: formatMoney(needed) }) : t('done')}</span>
      </p>
      <meter className={styles.meter} min={0} max={100} value={percent} aria-label={`${label}: ${formatPercent(percent)}`} />
    </div>
  );
}

function MemberLevel({ member }: { member: VipProgress }) {
  const { t } = useTranslation(NS);
  return (
    <section className={pageStyles.card} aria-label={t('your_level')}>
      <p className={pageStyles.muted}>{t('your_level')}</p>
      <p className={styles.level}>
        {`VIP${member.level}`} · {member.name}
      </p>
      {member.next ? (
        <>
          <p className={pageStyles.muted}>{t('to_next', { name: `VIP${member.next.level} ${member.next.name}` })}</p>
          <Progress label={t('deposits')} percent={member.next.depositProgress} needed={member.next.depositNeeded} />
          <Progress label={t('valid_bets')} percent={member.next.validBetProgress} needed={member.next.validBetNeeded} />
        </>
      ) : (
        <p className={pageStyles.muted}>{t('top_level')}</p>
      )}
    </section>
  );
}

/** /m/member/benefits (a member's, with MEMCLUB3 and VIPROOM3: decision 026): the member's level and progress, and every level's benefits. */
export function VipScreen() {
  const { t } = useTranslation(NS);
  const club = useQuery(['vip', 'club'], fetchVipClub);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('title')}</h1>
      <QueryView query={club} isEmpty={(c) => c.levels.length === 0} className={styles.reserve}>
        {(c) => (
          <>
            <MemberLevel member={c.member} />
            <h2 className={pageStyles.heading}>{t('levels')}</h2>
            <ul className={styles.levels}>
              {c.levels.map((l) => (
                <li key={l.level} className={pageStyles.card} aria-current={l.level === c.member.level ? 'true' : undefined}>
                  <p className={styles.levelName}>
                    {`VIP${l.level}`} · {l.name}
                    {l.level === c.member.level ? <span className={styles.current}>{t('current')}</span> : null}
                  </p>
                  <p className={pageStyles.muted}>
                    {t('requirement', { deposit: formatMoney(l.depositRequired), bets: formatMoney(l.validBetRequired) })}
                  </p>
                  <RecordFields
                    fields={[
                      { label: t('upgrade_bonus'), value: formatMoney(l.benefits.upgradeBonus), amount: true },
                      { label: t('monthly_bonus'), value: formatMoney(l.benefits.monthlyBonus), amount: true },
                      { label: t('rebate_rate'), value: formatPercent(l.benefits.rebateRate) },
                      { label: t('daily_withdraw_count'), value: formatCount(l.benefits.dailyWithdrawCount) },
                      {
                        label: t('daily_withdraw_limit'),
                        value: l.benefits.dailyWithdrawLimit === null ? t('no_limit') : formatMoney(l.benefits.dailyWithdrawLimit),
                      },
                    ]}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </div>
  );
}
