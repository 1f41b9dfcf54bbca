import { registerTranslations } from '@wl/kit';

const en = {
  contract: {
    title: { dailySalary: 'Daily salary contract', dividend: 'Dividend contract', hourlySalary: 'Hourly salary contract' },
    offered: 'Offered to you',
    signed: 'Your signed contract',
    history: 'Earlier contracts',
    none: 'You have no contract of this kind yet.',
    offered_by: 'Offered by {{name}}',
    offered_by_platform: 'Offered by the platform',
    offered_at: 'Offered on {{date}}',
    period: 'Runs {{from}} - {{to}}',
    conditions: 'Conditions',
    tiers: 'Tiers',
    level: 'Level',
    min_active: 'Active members',
    min_valid_bet: 'Team valid bets',
    min_team_loss: 'Team loss',
    salary_dailySalary: 'Salary a day',
    salary_hourlySalary: 'Salary an hour',
    rate: 'Rate',
    accept: 'Accept',
    reject: 'Reject',
    answering: 'Please wait…',
    confirm_accept: 'Accept this contract? It replaces your signed contract of this kind from its start date.',
    confirm_reject: 'Reject this contract? Your signed contract, if any, stays.',
    accepted: 'Contract accepted',
    rejected: 'Contract rejected',
    status: { PENDING: 'Waiting for your answer', SIGNED: 'Signed', REJECTED: 'Rejected', SUPERSEDED: 'Replaced' },
  },
};

const bn: typeof en = {
  contract: {
    title: { dailySalary: 'দৈনিক বেতন চুক্তি', dividend: 'ডিভিডেন্ড চুক্তি', hourlySalary: 'ঘণ্টাভিত্তিক বেতন চুক্তি' },
    offered: 'আপনাকে দেওয়া প্রস্তাব',
    signed: 'আপনার স্বাক্ষরিত চুক্তি',
    history: 'আগের চুক্তিগুলো',
    none: 'এই ধরনের কোনো চুক্তি আপনার এখনও নেই।',
    offered_by: 'প্রস্তাবক: {{name}}',
    offered_by_platform: 'প্রস্তাবক: প্ল্যাটফর্ম',
    offered_at: 'প্রস্তাবের তারিখ {{date}}',
    period: 'মেয়াদ {{from}} - {{to}}',
    conditions: 'শর্তাবলি',
    tiers: 'স্তর',
    level: 'স্তর',
    min_active: 'সক্রিয় সদস্য',
    min_valid_bet: 'টিমের বৈধ বেট',
    min_team_loss: 'টিমের ক্ষতি',
    salary_dailySalary: 'দৈনিক বেতন',
    salary_hourlySalary: 'ঘণ্টায় বেতন',
    rate: 'হার',
    accept: 'গ্রহণ করুন',
    reject: 'প্রত্যাখ্যান করুন',
    answering: 'অনুগ্রহ করে অপেক্ষা করুন…',
    confirm_accept: 'এই চুক্তি গ্রহণ করবেন? শুরুর তারিখ থেকে এটি এই ধরনের আপনার স্বাক্ষরিত চুক্তির জায়গা নেবে।',
    confirm_reject: 'এই চুক্তি প্রত্যাখ্যান করবেন? আপনার স্বাক্ষরিত চুক্তি থাকলে তা বহাল থাকবে।',
    accepted: 'চুক্তি গ্রহণ করা হয়েছে',
    rejected: 'চুক্তি প্রত্যাখ্যান করা হয়েছে',
    status: { PENDING: 'আপনার উত্তরের অপেক্ষায়', SIGNED: 'স্বাক্ষরিত', REJECTED: 'প্রত্যাখ্যাত', SUPERSEDED: 'প্রতিস্থাপিত' },
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type ContractsTexts = typeof en;
