import type { RewardStatus } from '@wl/platform-contract';

// The status labels are the platform's (spec section 4), shared with the client.
export { REWARD_STATUSES, type RewardStatus } from '@wl/platform-contract';

/** Outcomes that stay as they are after a promotion ends; anything else then reads CLOSE. */
const FINAL: readonly string[] = ['CLAIMED', 'ISSUED', 'REJECTED'];

export interface PromotionWindow {
  start: number;
  end: number | null;
}

/**
 * What the member sees for a promotion: COMING_SOON before it starts; while it runs, the member's
 * stored status or JOIN; after it ends, a final outcome, CLOSE for a promotion the member was in, and
 * nothing (null: not listed) for one they never joined.
 */
export function effectiveStatus(promotion: PromotionWindow, stored: string | null, now: number): RewardStatus | null {
  if (promotion.start > now) return 'COMING_SOON';
  if (promotion.end !== null && promotion.end < now) {
    if (stored === null) return null;
    return (FINAL.includes(stored) ? stored : 'CLOSE') as RewardStatus;
  }
  return (stored ?? 'JOIN') as RewardStatus;
}
