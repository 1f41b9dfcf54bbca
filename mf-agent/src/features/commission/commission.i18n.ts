import { registerTranslations } from '@wl/kit';

const en = {
  commission: {
    commission: 'Commission',
    team_valid_bet: 'Team valid bets',
    active_members: 'Active members',
    tier_reached: 'Tier reached',
    tiers: 'Commission tiers',
    level: 'Level',
    from: 'Team valid bets from',
    rate: 'Rate',
    reached: 'reached',
    by_game: 'By game type',
    game: 'Game type',
    valid_bet: 'Valid bets',
    how: 'How it was computed',
    not_enabled: 'Dividends are not enabled for your account.',
    current: 'This half month so far',
    paid_total: 'Paid in total',
    history: 'Dividend history',
    period: 'Period',
    team_loss: 'Team loss',
    amount: 'Dividend',
    settled: 'Settled',
    no_history: 'No dividend period yet.',
    status: { ACCRUING: 'Accruing', PENDING: 'Awaiting settlement', PAID: 'Paid', NONE: 'None earned' },
  },
};

const bn: typeof en = {
  commission: {
    commission: 'কমিশন',
    team_valid_bet: 'টিমের বৈধ বেট',
    active_members: 'সক্রিয় সদস্য',
    tier_reached: 'অর্জিত স্তর',
    tiers: 'কমিশনের স্তর',
    level: 'স্তর',
    from: 'টিমের বৈধ বেট থেকে',
    rate: 'হার',
    reached: 'অর্জিত',
    by_game: 'গেমের ধরন অনুযায়ী',
    game: 'গেমের ধরন',
    valid_bet: 'বৈধ বেট',
    how: 'যেভাবে হিসাব করা হয়েছে',
    not_enabled: 'আপনার অ্যাকাউন্টে ডিভিডেন্ড চালু নেই।',
    current: 'এই অর্ধমাসে এখন পর্যন্ত',
    paid_total: 'মোট পরিশোধিত',
    history: 'ডিভিডেন্ডের ইতিহাস',
    period: 'সময়কাল',
    team_loss: 'টিমের ক্ষতি',
    amount: 'ডিভিডেন্ড',
    settled: 'নিষ্পত্তি',
    no_history: 'এখনও কোনো ডিভিডেন্ড সময়কাল নেই।',
    status: { ACCRUING: 'জমা হচ্ছে', PENDING: 'নিষ্পত্তির অপেক্ষায়', PAID: 'পরিশোধিত', NONE: 'অর্জিত হয়নি' },
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type CommissionTexts = typeof en;
