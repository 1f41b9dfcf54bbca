import {
  errorText,
  events,
  formatDate,
  formatDateRange,
  formatMoney,
  isApiError,
  queryCache,
  RecordFields,
  Spinner,
  useMutation,
} from '@wl/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimReward, joinReward, REWARDS_KEY, type Reward } from '../api/rewards-api.ts';
import { RewardStatusLabel } from './status-label.tsx';
import { pageStyles } from '../../../ui/index.ts';
import styles from './rewards.module.css';

type Action = 'join' | 'claim';

/** One promotion: its status, bonus and period, and the join or claim the platform allows now. */
export function RewardCard({ reward }: { reward: Reward }) {
  const { t } = useTranslation('member-rewards');
  const [result, setResult] = useState<string | null>(null);
  // a done action leaves at once, before the list's refetch renders: a second tap must find no button to claim twice
  const [done, setDone] = useState<Action | null>(null);
  const action = useMutation(
    async (kind: Action, { idempotencyKey }): Promise<{ amount: number | null } | null> =>
      kind === 'claim' ? claimReward(reward.id, idempotencyKey) : joinReward(reward.id, idempotencyKey).then(() => null),
  );

  const run = async (kind: Action) => {
    setResult(null);
    try {
      const reply = await action.mutate(kind);
      setDone(kind);
      if (kind === 'claim') {
        const amount = reply?.amount ?? null;
        setResult(amount ? t('claimed', { amount: formatMoney(amount) }) : t('claimed_nothing'));
        events.emit('wallet:refresh');
      } else {
        setResult(t('joined', { title: reward.title }));
      }
    } catch {
      // shown below from action.error
    }
    // the list and the member centre's unclaimed count follow the platform after any answer
    queryCache.invalidate([...REWARDS_KEY]);
  };

  const error = action.error ? errorText(isApiError(action.error) ? action.error.code : undefined, (action.error as Error).message) : null;
  // a promotion's dates, as the promotions page shows them (spec: activity dates MM/DD/YYYY)
  const period = reward.noExpiry ? t('no_expiry') : formatDateRange(reward.startDate, reward.endDate, 'activity');
  const button = (kind: Action) => (
    <button type="button" className={pageStyles.primary} disabled={action.isPending} onClick={() => void run(kind)}>
      {action.isPending ? (
        <>
          <Spinner size={16} /> {t('working')}
        </>
      ) : (
        t(kind)
      )}
    </button>
  );

  return (
    <article className={styles.card} aria-label={reward.title}>
      <RecordFields
        title={<span data-verbatim="">{reward.title}</span>}
        status={<RewardStatusLabel status={reward.status} />}
        fields={[
          ...(reward.bonus !== null ? [{ label: t('bonus'), value: formatMoney(reward.bonus), amount: true }] : []),
          ...(period ? [{ label: t('period'), value: period }] : []),
          ...(reward.claimedAt ? [{ label: t('claimed_at'), value: formatDate(reward.claimedAt) }] : []),
        ]}
      />
      {reward.canClaim && done !== 'claim' ? button('claim') : reward.canJoin && done !== 'join' ? button('join') : null}
      <div aria-live="polite">
        {result ? <p className={styles.result}>{result}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}
