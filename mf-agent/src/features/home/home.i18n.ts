import { registerTranslations } from '@wl/shared';

const en = {
  home: {
    title: 'Agency centre',
    greeting: {
      morning: 'Good morning, {{name}}',
      early_afternoon: 'Good afternoon, {{name}}',
      late_afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    today: 'Today {{date}}',
    balance: 'Total balance',
    withdraw: 'Withdraw',
    deposit: 'Deposit',
    team_today: "Today's team",
    logged_in: 'Logged in',
    betting: 'Betting',
    registered: 'Registered',
    online: 'Online',
    menu: 'Agency centre menu',
    unread: '{{count}} unread',
    offers_one: '{{count}} offer waiting',
    offers_other: '{{count}} offers waiting',
  },
};

const bn: typeof en = {
  home: {
    title: 'এজেন্সি সেন্টার',
    greeting: {
      morning: 'শুভ সকাল, {{name}}',
      early_afternoon: 'শুভ দুপুর, {{name}}',
      late_afternoon: 'শুভ বিকেল, {{name}}',
      evening: 'শুভ সন্ধ্যা, {{name}}',
    },
    today: 'আজ {{date}}',
    balance: 'মোট ব্যালেন্স',
    withdraw: 'উত্তোলন',
    deposit: 'জমা',
    team_today: 'আজকের টিম',
    logged_in: 'লগইন করেছে',
    betting: 'বেট করেছে',
    registered: 'নিবন্ধিত',
    online: 'অনলাইন',
    menu: 'এজেন্সি সেন্টার মেনু',
    unread: '{{count}}টি অপঠিত',
    offers_one: '{{count}}টি প্রস্তাব অপেক্ষায়',
    offers_other: '{{count}}টি প্রস্তাব অপেক্ষায়',
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type HomeTexts = typeof en;
