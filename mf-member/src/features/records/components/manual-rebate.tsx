import {
  errorText,
  events,
  formatCount,
  formatDate,
  formatMoney,
  isApiError,
  QueryView,
  queryCache,
  RecordFields,
  Spinner,
  useMutation,
  useQuery,
} from '@wl/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRebate, fetchClaimableRebate, type ClaimableRebate } from '../api/records-api.ts';
import { Money } from './money.tsx';
import { pageStyles } from '../../../ui/index.ts';
import styles from './records.module.css';

/**
 * The rebate the settled bets since the last claim have earned, and one claim of it. The claim is single
 * flight with one idempotency key, so a double tap pays once; the balance everywhere reloads after it.
 */
export function ManualRebate() {
  const { t } = useTranslation('member-records');
  const claimable = useQuery(['member-records', 'manual-rebate'], fetchClaimableRebate, { refetchOn: ['language', 'session', 'wallet'] });
  const claim = useMutation((_: undefined, { idempotencyKey }) => claimRebate(idempotencyKey));
  // the figures a claim was made from: until the platform's new ones arrive the button stays off, or a second tap
  // between the answer and the reload would claim again (a new key) and be told there is nothing left
  const [claimedFrom, setClaimedFrom] = useState<ClaimableRebate | null>(null);

  const onClaim = async (from: ClaimableRebate) => {
    setClaimedFrom(from);
    try {
      await claim.mutate(undefined);
    } catch {
      // the error is shown below from claim.error
    }
    // paid or refused, the figures may have moved: show the platform's
    queryCache.invalidate(['member-records']);
    events.emit('wallet:refresh');
  };

  const claimError = claim.error
    ? isApiError(claim.error) && claim.error.code === 'REBATE_NOTHING_TO_CLAIM'
      ? t('manual.nothing')
      : errorText(isApiError(claim.error) ? claim.error.code : undefined, (claim.error as Error).message)
    : null;

  return (
    <div className={`${styles.panel} wl-stack`}>
      <section className={styles.summary} aria-label={t('manual.available')}>
        <QueryView<ClaimableRebate> query={claimable} isEmpty={() => false}>
          {(data) => (
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
              <button
                type="button"
                className={pageStyles.primary}
                onClick={() => void onClaim(data)}
                disabled={claim.isPending || claimedFrom === data || !data.canClaim || data.available <= 0}
              >
                {claim.isPending ? (
                  <>
                    <Spinner size={16} /> {t('manual.claiming')}
                  </>
                ) : (
                  t('manual.claim')
                )}
              </button>
              <div aria-live="polite">
                {claim.data && !claim.isPending ? (
                  <p className={styles.result} role="status">
                    {t('manual.claimed', { amount: formatMoney(claim.data.amount), balance: formatMoney(claim.data.balance) })}
                  </p>
                ) : null}
                {claimError ? (
                  <p className={styles.error} role="alert">
                    {claimError}
                  </p>
                ) : null}
              </div>
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
          )}
        </QueryView>
      </section>
    </div>
  );
}
