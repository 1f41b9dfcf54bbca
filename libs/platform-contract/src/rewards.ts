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

/**
 * The words of each status in both languages, for the lobby's promotions and the member's reward centre alike. They
 * live beside the statuses so that a status added here has no screen without its words (the type asks for every one),
 * and here rather than in `@wl/kit` because each remote bundles what it imports of this library with the page that
 * shows it: in `@wl/kit` they would ride in every first load. The screens register them in their own namespace.
 */
export const REWARD_STATUS_WORDS: { en: Record<RewardStatus, string>; bn: Record<RewardStatus, string> } = {
  en: {
    JOIN: 'Join',
    CLAIM: 'Claim',
    APPLYING: 'Applying',
    CLOSE: 'Close',
    REJECTED: 'Rejected',
    ISSUED: 'Issued',
    CLAIMED: 'Claimed',
    PROCESS: 'Process',
    JOINED: 'Joined',
    SIGNED: 'Signed',
    COMING_SOON: 'Coming soon',
  },
  bn: {
    JOIN: 'যোগ দিন',
    CLAIM: 'সংগ্রহ করুন',
    APPLYING: 'আবেদন চলছে',
    CLOSE: 'বন্ধ',
    REJECTED: 'প্রত্যাখ্যাত',
    ISSUED: 'প্রদান করা হয়েছে',
    CLAIMED: 'সংগৃহীত',
    PROCESS: 'প্রক্রিয়াধীন',
    JOINED: 'যোগ দিয়েছেন',
    SIGNED: 'স্বাক্ষরিত',
    COMING_SOON: 'শীঘ্রই আসছে',
  },
};
