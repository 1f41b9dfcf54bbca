import './rewards.i18n.ts';

export { fetchUnclaimedCount, REWARD_STATUSES, UNCLAIMED_COUNT_KEY } from './api/rewards-api.ts';
export type { Reward } from './api/rewards-api.ts';
export { RewardCenter } from './components/reward-center.tsx';
export { RewardStatusLabel } from './components/status-label.tsx';
