import { StatusBadge, type StatusTone } from '@wl/shared';
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

/** A promotion's status as spec section 4 words it, in the member's language; an unknown one as sent. */
export function RewardStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('member-rewards');
  return <StatusBadge tone={TONES[status as RewardStatus] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</StatusBadge>;
}
