import { FilterSelect, QueryView, useQuery, useSearchParams } from '@wl/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRewards, REWARD_STATUSES, REWARDS_KEY } from '../api/rewards-api.ts';
import { RewardCard } from './reward-card.tsx';
import { STATUS_TEXT } from './status-label.tsx';
import styles from './rewards.module.css';

/**
 * The reward centre: the member's promotions, narrowed by status, each with its join or claim; with ?kind=MISSION
 * (the member centre's mission activity) only the missions.
 */
export function RewardCenter() {
  const { t } = useTranslation('member-rewards');
  const [status, setStatus] = useState('');
  const kind = (useSearchParams()[0].get('kind') ?? '').toUpperCase();
  const rewards = useQuery([...REWARDS_KEY, 'list', status, kind], (ctx) => fetchRewards(status, kind, ctx));

  return (
    <div className={styles.page}>
      <FilterSelect
        label={t('filter')}
        value={status}
        options={REWARD_STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s]) }))}
        onChange={setStatus}
      />
      <div className={styles.body} aria-busy={rewards.isFetching}>
        <QueryView query={rewards} emptyText={t('empty')} placeholder={<div className={styles.placeholder} aria-hidden="true" />}>
          {(list) => (
            <ul className={styles.list} aria-label={t('list')}>
              {list.map((reward) => (
                <li key={reward.id}>
                  <RewardCard reward={reward} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </div>
  );
}
