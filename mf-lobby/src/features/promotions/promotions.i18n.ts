import { registerTranslations } from '@wl/shared';

registerTranslations('lobby', {
  en: {
    promo: {
      all: 'All',
      categories: 'Promotion categories',
      long_term: 'Long term',
      details: 'Details',
      back_to_list: 'All promotions',
      status: {
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
    },
  },
  bn: {
    promo: {
      all: 'সব',
      categories: 'প্রোমোশনের ধরন',
      long_term: 'দীর্ঘমেয়াদি',
      details: 'বিস্তারিত',
      back_to_list: 'সব প্রোমোশন',
      status: {
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
    },
  },
});
