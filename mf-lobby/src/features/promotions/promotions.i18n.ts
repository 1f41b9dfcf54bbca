import { REWARD_STATUS_WORDS } from '@wl/platform-contract';
import { registerTranslations } from '@wl/kit';
// a promotion's status: the contract's words, which the member centre's rewards show too

const en = {
  promo: {
    all: 'All',
    categories: 'Promotion categories',
    long_term: 'Long term',
    details: 'Details',
    back_to_list: 'All promotions',
    status: REWARD_STATUS_WORDS.en,
  },
};

const bn: typeof en = {
  promo: {
    all: 'সব',
    categories: 'প্রোমোশনের ধরন',
    long_term: 'দীর্ঘমেয়াদি',
    details: 'বিস্তারিত',
    back_to_list: 'সব প্রোমোশন',
    status: REWARD_STATUS_WORDS.bn,
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type PromotionsTexts = typeof en;
