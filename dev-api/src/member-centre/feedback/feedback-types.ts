import { pick, type Language } from '../../http/language.ts';

export const FEEDBACK_TYPES: { type: string; bn: string; en: string }[] = [
  { type: 'DEPOSIT', bn: 'ডিপোজিট', en: 'Deposit' },
  { type: 'WITHDRAW', bn: 'উইথড্র', en: 'Withdrawal' },
  { type: 'GAME', bn: 'গেম', en: 'Games' },
  { type: 'PROMOTION', bn: 'প্রোমোশন', en: 'Promotions' },
  { type: 'ACCOUNT', bn: 'অ্যাকাউন্ট', en: 'Account' },
  { type: 'SUGGESTION', bn: 'পরামর্শ', en: 'Suggestion' },
  { type: 'OTHER', bn: 'অন্যান্য', en: 'Other' },
];

/** Spec section 5: a remark of up to 140 characters (code points, as a person counts them). */
export const REMARK_MAX_LENGTH = 140;
/** A member files at most this many feedbacks in any 24 hours: each may carry 15 MB of pictures. */
export const FEEDBACK_PER_DAY = 20;
export const FEEDBACK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: up to 3 pictures. */
export const MAX_FEEDBACK_IMAGES = 3;

export const feedbackTypeName = (type: string, language: Language) => {
  const found = FEEDBACK_TYPES.find((t) => t.type === type);
  return found ? pick(language, found) : type;
};
