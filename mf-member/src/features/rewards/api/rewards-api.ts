import { memberCentreCalls as calls } from '@wl/platform-contract/calls/member-centre';
import { api } from '@wl/kit';

// The reward centre, checked against the contract (decision 035), which names its shapes.
export { REWARD_STATUSES, type RewardStatus } from '@wl/platform-contract';
export type { Reward } from '@wl/platform-contract/calls/member-centre';

/** Everything under this key changes with a join or a claim: the list and the unclaimed count. */
export const REWARDS_KEY = ['member', 'rewards'] as const;
/** The member centre's count of rewards waiting to be claimed. */
export const UNCLAIMED_COUNT_KEY = [...REWARDS_KEY, 'unclaimed-count'] as const;

const opts = { silent: true } as const;

/** The member's promotions, by status and, for the missions (?kind=MISSION), by kind. */
export const fetchRewards = async (status: string, kind: string, { signal }: { signal: AbortSignal }) =>
  (await api.call(calls.rewards, { params: { ...(status ? { status } : {}), ...(kind ? { kind } : {}) } }, { ...opts, signal })).list;

export const fetchUnclaimedCount = ({ signal }: { signal: AbortSignal }) => api.call(calls.unclaimedCount, {}, { ...opts, signal });

export const joinReward = (id: number, idempotencyKey: string) => api.call(calls.join, { body: { id } }, { ...opts, idempotencyKey });

export const claimReward = (id: number, idempotencyKey: string) => api.call(calls.claim, { body: { id } }, { ...opts, idempotencyKey });
