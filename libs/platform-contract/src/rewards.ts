/** Spec section 4's activity status labels, as the platform sends them (dev-api CONTRACT section 16). */
export const REWARD_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'SIGNED',
  'COMING_SOON',
] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
