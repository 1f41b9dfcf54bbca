import { QueryView, useQuery } from '@wl/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRewards, REWARD_STATUSES, REWARDS_KEY } from '../api/rewards-api.ts';
import { RewardCard } from './reward-card.tsx';
import styles from './rewards.module.css';

/** The reward centre: the member's promotions, narrowed by status, each with its join or claim. */
export function RewardCenter() {
  const { t } = useTranslation('member-rewards');
  const filterId = useId();
  const [status, setStatus] = useState('');
  const rewards = useQuery([...REWARDS_KEY, 'list', status], (ctx) => fetchRewards(status, ctx), { refetchOn: ['language', 'session'] });

  return (
    <div className={styles.page}>
      <label className={styles.filter} htmlFor={filterId}>
        <span>{t('filter')}</span>
        <select id={filterId} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('all')}</option>
          {REWARD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
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
