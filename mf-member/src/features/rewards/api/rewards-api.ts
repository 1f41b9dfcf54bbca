import type { RewardStatus } from '@wl/platform-contract';
import { api } from '@wl/shared';

export { REWARD_STATUSES, type RewardStatus } from '@wl/platform-contract';

export interface Reward {
  id: number;
  title: string;
  imageUrl: string | null;
  kind: 'BONUS' | 'REFERRAL' | 'MISSION' | 'SIGN_IN';
  startDate: string | null;
  endDate: string | null;
  noExpiry: boolean;
  status: RewardStatus;
  bonus: number | null;
  claimedAt: string | null;
  canJoin: boolean;
  canClaim: boolean;
}

export interface ClaimedReward extends Reward {
  amount: number | null;
  balance: number | null;
}

/** Everything under this key changes with a join or a claim: the list and the unclaimed count. */
export const REWARDS_KEY = ['member', 'rewards'] as const;
/** The member centre's count of rewards waiting to be claimed. */
export const UNCLAIMED_COUNT_KEY = [...REWARDS_KEY, 'unclaimed-count'] as const;

const opts = { silent: true, moduleId: 'REWCEN3' } as const;

/** The member's promotions, by status and, for the missions (?kind=MISSION), by kind. */
export const fetchRewards = async (status: string, kind: string, { signal }: { signal: AbortSignal }) =>
  (
    await api.get<{ list: Reward[]; unclaimedCount: number }>('/wps/relay/REWCEN3_rewards', {
      ...opts,
      signal,
      params: { ...(status ? { status } : {}), ...(kind ? { kind } : {}) },
    })
  ).list;

export const fetchUnclaimedCount = ({ signal }: { signal: AbortSignal }) =>
  api.get<number>('/wps/relay/REWCEN3_unclaimedCount', { ...opts, signal });

export const joinReward = (id: number, idempotencyKey: string) =>
  api.post<Reward>('/wps/relay/REWCEN3_join', { id }, { ...opts, idempotencyKey });

export const claimReward = (id: number, idempotencyKey: string) =>
  api.post<ClaimedReward>('/wps/relay/REWCEN3_claim', { id }, { ...opts, idempotencyKey });
