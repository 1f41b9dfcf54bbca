import { registerTranslations } from '@wl/kit';

// Texts every agency-centre screen shares (namespace 'agent'; each feature adds its own keys).
const en = {
  back_home: 'Back to the agency centre',
  period: {
    today: 'Today',
    yesterday: 'Yesterday',
    this_week: 'This week',
    this_month: 'This month',
    last30: 'Last 30 days',
    custom: 'Custom',
  },
  nav: {
    agentTeamOverview: 'Team overview',
    agentTeamPnl: 'Team profit and loss',
    memberTeam: 'My downline',
    teamBetting: 'Team betting',
    memberTeamRebate: 'Team rebate',
    agentRebate: 'Agent rebate',
    agentDividend: 'Dividend',
    salaryContract: 'Daily salary contract',
    dividendContract: 'Dividend contract',
    hourContract: 'Hourly salary contract',
    agentRegister: 'Register a member',
    inbox: 'Mail',
    memberNotice: 'Agent announcements',
    service: 'Customer service',
  },
};

const bn: typeof en = {
  back_home: 'এজেন্সি সেন্টারে ফিরে যান',
  period: { today: 'আজ', yesterday: 'গতকাল', this_week: 'এই সপ্তাহ', this_month: 'এই মাস', last30: 'গত ৩০ দিন', custom: 'নিজে বাছাই' },
  nav: {
    agentTeamOverview: 'টিমের সারসংক্ষেপ',
    agentTeamPnl: 'টিমের লাভ-ক্ষতি',
    memberTeam: 'আমার ডাউনলাইন',
    teamBetting: 'টিমের বেটিং',
    memberTeamRebate: 'টিমের রিবেট',
    agentRebate: 'এজেন্ট রিবেট',
    agentDividend: 'ডিভিডেন্ড',
    salaryContract: 'দৈনিক বেতন চুক্তি',
    dividendContract: 'ডিভিডেন্ড চুক্তি',
    hourContract: 'ঘণ্টাভিত্তিক বেতন চুক্তি',
    agentRegister: 'সদস্য নিবন্ধন',
    inbox: 'মেইল',
    memberNotice: 'এজেন্ট ঘোষণা',
    service: 'গ্রাহক সেবা',
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type AgentCommonTexts = typeof en;
