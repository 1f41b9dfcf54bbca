import { registerTranslations } from '@wl/kit';

const en = {
  kpi: {
    totals: 'Totals for the period',
    registrations: 'New registrations',
    firstDeposits: 'First deposits',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    bets: 'Bets',
    validBets: 'Valid bets',
    wins: 'Wins',
    bonuses: 'Bonuses',
    rebates: 'Rebates',
    netProfit: 'Net profit',
    activeMembers: 'Active members',
    by_day: 'Day by day',
    show: 'Show',
    date: 'Date',
    table_caption: '{{metric}} by day',
    members: 'Members with activity',
    no_members: 'No member was active in this period.',
  },
};

const bn: typeof en = {
  kpi: {
    totals: 'এই সময়ের মোট',
    registrations: 'নতুন নিবন্ধন',
    firstDeposits: 'প্রথম জমা',
    deposits: 'জমা',
    withdrawals: 'উত্তোলন',
    bets: 'বেট',
    validBets: 'বৈধ বেট',
    wins: 'জয়',
    bonuses: 'বোনাস',
    rebates: 'রিবেট',
    netProfit: 'নিট লাভ',
    activeMembers: 'সক্রিয় সদস্য',
    by_day: 'দিন অনুযায়ী',
    show: 'দেখান',
    date: 'তারিখ',
    table_caption: 'দিন অনুযায়ী {{metric}}',
    members: 'সক্রিয় সদস্যরা',
    no_members: 'এই সময়ে কোনো সদস্য সক্রিয় ছিল না।',
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type KpiTexts = typeof en;
