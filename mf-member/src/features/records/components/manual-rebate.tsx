import { formatCount, formatDate, formatMoney, MONEY_KEY, QueryView, RecordFields, Spinner, useQuery } from '@wl/kit';
import { useTranslation } from 'react-i18next';
import { fetchClaimableRebate, type ClaimableRebate } from '../api/records-api.ts';
import { Money } from './money.tsx';
import { pageStyles } from '../../../ui/index.ts';
import styles from './records.module.css';
import { type RebateClaim, useRebateClaim } from './use-rebate-claim.ts';

/**
 * The rebate the settled bets since the last claim have earned, and one claim of it. The claim is single
 * flight with one idempotency key, so a double tap pays once; the balance everywhere reloads after it.
 */
export function ManualRebate() {
  const { t } = useTranslation('member-records');
  const claimable = useQuery(['member-records', 'manual-rebate', MONEY_KEY], fetchClaimableRebate);
  const claim = useRebateClaim();

  return (
    <div className={`${styles.panel} wl-stack`}>
      <section className={styles.summary} aria-label={t('manual.available')}>
        <QueryView<ClaimableRebate> query={claimable} isEmpty={() => false}>
          {(data) => (
            <>
              <RebateFigures data={data} />
              <ClaimButton data={data} claim={claim} />
              <ClaimOutcome claim={claim} />
              <RebateByGameType data={data} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}

/** What a claim would pay now, and the bets it comes from. */
function RebateFigures({ data }: { data: ClaimableRebate }) {
  const { t } = useTranslation('member-records');
  return (
    <>
      <p className={styles.caption}>{t('manual.available')}</p>
      <p className="wl-figure">
        <Money value={data.available} />
      </p>
      <RecordFields
        fields={[
          { label: t('manual.valid_bet'), value: <Money value={data.validBet} />, amount: true },
          { label: t('manual.bet_count'), value: formatCount(data.betCount) },
          { label: t('manual.last_claim'), value: data.lastClaimAt ? formatDate(data.lastClaimAt, 'dateTime') : t('manual.never') },
        ]}
      />
    </>
  );
}

/** The claim, off while one runs, once these figures were claimed, or when there is nothing to claim. */
function ClaimButton({ data, claim }: { data: ClaimableRebate; claim: RebateClaim }) {
  const { t } = useTranslation('member-records');
  return (
    <button
      type="button"
      className={pageStyles.primary}
      onClick={() => void claim.onClaim(data)}
      disabled={claim.pending || claim.claimedFrom === data || !data.canClaim || data.available <= 0}
    >
      {claim.pending ? (
        <>
          <Spinner size={16} /> {t('manual.claiming')}
        </>
      ) : (
        t('manual.claim')
      )}
    </button>
  );
}

/** What the last claim paid and the balance after it, or why it was refused, announced. */
function ClaimOutcome({ claim }: { claim: RebateClaim }) {
  const { t } = useTranslation('member-records');
  return (
    <div aria-live="polite">
      {claim.paid && !claim.pending ? (
        <p className={styles.result} role="status">
          {t('manual.claimed', { amount: formatMoney(claim.paid.amount), balance: formatMoney(claim.paid.balance) })}
        </p>
      ) : null}
      {claim.claimError ? (
        <p className={styles.error} role="alert">
          {claim.claimError}
        </p>
      ) : null}
    </div>
  );
}

/** The rebate by game type, for the types bet on. */
function RebateByGameType({ data }: { data: ClaimableRebate }) {
  const { t } = useTranslation('member-records');
  return (
    <>
      <h2 className={styles.subheading}>{t('manual.by_type')}</h2>
      <ul aria-label={t('manual.by_type')} className="wl-list">
        {data.byGameType
          .filter((g) => g.betCount > 0)
          .map((g) => (
            <li key={g.gameType}>
              <RecordFields
                title={`${g.gameTypeName} · ${t('manual.rate', { rate: g.rate })}`}
                fields={[
                  { label: t('manual.valid_bet'), value: <Money value={g.validBet} />, amount: true },
                  { label: t('rebate.rebate'), value: <Money value={g.rebate} />, amount: true },
                ]}
              />
            </li>
          ))}
      </ul>
    </>
  );
}
