import { REWARD_STATUS_WORDS } from '@wl/platform-contract';
import { registerTranslations } from '@wl/kit';
// a promotion's status: the contract's words, which the lobby's promotions show too

const en = {
  list: 'My promotions',
  all: 'All',
  filter: 'Status',
  empty: 'No promotions to show',
  bonus: 'Bonus',
  period: 'Period',
  no_expiry: 'Long term',
  claimed_at: 'Claimed on',
  join: 'Join',
  claim: 'Claim',
  working: 'Please wait…',
  joined: 'You joined {{title}}',
  claimed: '{{amount}} added to your balance',
  claimed_nothing: 'Claimed',
  status: REWARD_STATUS_WORDS.en,
};

registerTranslations('member-rewards', {
  en,
  bn: {
    list: 'আমার প্রোমোশন',
    all: 'সব',
    filter: 'অবস্থা',
    empty: 'দেখানোর মতো কোনো প্রোমোশন নেই',
    bonus: 'বোনাস',
    period: 'সময়কাল',
    no_expiry: 'দীর্ঘমেয়াদি',
    claimed_at: 'সংগ্রহের তারিখ',
    join: 'যোগ দিন',
    claim: 'সংগ্রহ করুন',
    working: 'অনুগ্রহ করে অপেক্ষা করুন…',
    joined: 'আপনি {{title}}-এ যোগ দিয়েছেন',
    claimed: '{{amount}} আপনার ব্যালেন্সে যোগ হয়েছে',
    claimed_nothing: 'সংগৃহীত',
    status: REWARD_STATUS_WORDS.bn,
  },
});

declare global {
  interface WlTexts {
    'member-rewards': typeof en;
  }
}
