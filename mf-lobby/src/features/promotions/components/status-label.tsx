import { REWARD_STATUSES, type RewardStatus } from '@wl/platform-contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../promotions.i18n.ts';
import styles from './promotions.module.css';

const STATUS_TEXT = {
  JOIN: 'promo.status.JOIN',
  CLAIM: 'promo.status.CLAIM',
  APPLYING: 'promo.status.APPLYING',
  CLOSE: 'promo.status.CLOSE',
  REJECTED: 'promo.status.REJECTED',
  ISSUED: 'promo.status.ISSUED',
  CLAIMED: 'promo.status.CLAIMED',
  PROCESS: 'promo.status.PROCESS',
  JOINED: 'promo.status.JOINED',
  SIGNED: 'promo.status.SIGNED',
  COMING_SOON: 'promo.status.COMING_SOON',
} as const satisfies Record<RewardStatus, ParseKeys<'lobby'>>;
// a status the platform adds before this release names it shows as the platform sends it
const isRewardStatus = (status: string): status is RewardStatus => (REWARD_STATUSES as readonly string[]).includes(status);

/** The activity status labels of spec section 4. */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('lobby');
  return (
    <span className={styles.status} data-status={status}>
      {isRewardStatus(status) ? t(STATUS_TEXT[status]) : status}
    </span>
  );
}
