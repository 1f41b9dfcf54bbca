import type { ParseKeys } from 'i18next';
import { StatusBadge, type StatusTone } from '@wl/kit';
import { useTranslation } from 'react-i18next';
import type { RewardStatus } from '../api/rewards-api.ts';

const TONES: Record<RewardStatus, StatusTone> = {
  JOIN: 'pending',
  CLAIM: 'pending',
  APPLYING: 'pending',
  PROCESS: 'pending',
  JOINED: 'success',
  SIGNED: 'success',
  ISSUED: 'success',
  CLAIMED: 'success',
  REJECTED: 'danger',
  CLOSE: 'neutral',
  COMING_SOON: 'neutral',
};

export const STATUS_TEXT = {
  JOIN: 'status.JOIN',
  CLAIM: 'status.CLAIM',
  APPLYING: 'status.APPLYING',
  PROCESS: 'status.PROCESS',
  JOINED: 'status.JOINED',
  SIGNED: 'status.SIGNED',
  ISSUED: 'status.ISSUED',
  CLAIMED: 'status.CLAIMED',
  REJECTED: 'status.REJECTED',
  CLOSE: 'status.CLOSE',
  COMING_SOON: 'status.COMING_SOON',
} as const satisfies Record<RewardStatus, ParseKeys<'member-rewards'>>;

const isRewardStatus = (status: string): status is RewardStatus => Object.keys(STATUS_TEXT).includes(status);

/** A promotion's status as spec section 4 words it, in the member's language; an unknown one as sent. */
export function RewardStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('member-rewards');
  if (!isRewardStatus(status)) return <StatusBadge tone="neutral">{status}</StatusBadge>;
  return <StatusBadge tone={TONES[status]}>{t(STATUS_TEXT[status])}</StatusBadge>;
}
