import { registerTranslations } from '@wl/kit';

export const NS = 'member-vip';

const en = {
  title: 'VIP benefits',
  your_level: 'Your level',
  top_level: 'You are at the highest level',
  to_next: 'To {{name}}',
  deposits: 'Deposits',
  valid_bets: 'Valid bets',
  needed: '{{amount}} more',
  done: 'Reached',
  levels: 'Levels and benefits',
  current: 'Your level',
  requirement: 'Deposits {{deposit}} and valid bets {{bets}}',
  upgrade_bonus: 'Upgrade bonus',
  monthly_bonus: 'Monthly bonus',
  rebate_rate: 'Rebate rate',
  daily_withdraw_count: 'Withdrawals a day',
  daily_withdraw_limit: 'Withdrawal limit a day',
  no_limit: 'No limit',
};

registerTranslations(NS, {
  en,
  bn: {
    title: 'ভিআইপি সুবিধা',
    your_level: 'আপনার স্তর',
    top_level: 'আপনি সর্বোচ্চ স্তরে আছেন',
    to_next: '{{name}} পর্যন্ত',
    deposits: 'ডিপোজিট',
    valid_bets: 'বৈধ বাজি',
    needed: 'আরও {{amount}}',
    done: 'পূর্ণ হয়েছে',
    levels: 'স্তর ও সুবিধা',
    current: 'আপনার স্তর',
    requirement: 'ডিপোজিট {{deposit}} এবং বৈধ বাজি {{bets}}',
    upgrade_bonus: 'আপগ্রেড বোনাস',
    monthly_bonus: 'মাসিক বোনাস',
    rebate_rate: 'রিবেটের হার',
    daily_withdraw_count: 'দিনে উত্তোলনের সংখ্যা',
    daily_withdraw_limit: 'দিনে উত্তোলনের সীমা',
    no_limit: 'সীমা নেই',
  },
});

declare global {
  interface WlTexts {
    'member-vip': typeof en;
  }
}
