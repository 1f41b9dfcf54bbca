import type { RouteKey } from './paths.ts';

/** The title of every route, shown in the header and by the pages themselves. */
type Titles = Record<RouteKey, string>;

export const titlesEn: Titles = {
  home: 'Home', login: 'Log in', register: 'Register', forget: 'Forgot password', changePassword: 'Change password',
  settings: 'Settings', trial: 'Free play', agentRegister: 'Agent registration', notice: 'Notices', inbox: 'Inbox',
  mine: 'Members', memberHome: 'Members', memberBenefits: 'VIP benefits', deposit: 'Deposit', withdraw: 'Withdraw',
  inviteFriends: 'Invite friends', securityCenter: 'Security centre', agent: 'Agency centre', depositRecord: 'Deposit records',
  withdrawRecord: 'Withdrawal records', transactionRecord: 'Account records', gameRecord: 'Betting records',
  profitAndLoss: 'Profit and loss', upLineTransfer: 'Transfer to upline', rewardCenter: 'Reward centre',
  manualRebate: 'Manual rebate', leaderBoard: 'Leader board', rebateReport: 'My rebate', feedback: 'Feedback',
  launchGame: 'Game', gameList: 'Games', moreLottery: 'More lottery', startLottery: 'Lottery', lottery: 'Lottery',
  service: 'Customer service', activity: 'Promotions', activityDetail: 'Promotion', userAgreement: 'User agreement',
  maintenance: 'Maintenance', regionRestricted: 'Not available in your region', help: 'Help centre', helpDetail: 'Help',
  gameCenter: 'Game centre', slotsCenter: 'Slots', message: 'Messages', redRain: 'Red envelope rain',
  teamBetting: 'Team betting', agentTeamOverview: 'Team overview', agentTeamPnl: 'Team profit and loss',
  memberTeam: 'Team members', memberTeamRebate: 'Team rebate', agentRebate: 'Agent rebate', agentDividend: 'Agent dividend',
  salaryContract: 'Daily salary contract', dividendContract: 'Dividend contract', hourContract: 'Hourly salary contract',
  memberNotice: 'Announcements',
};

export const titlesBn: Titles = {
  home: 'হোম', login: 'লগইন', register: 'নিবন্ধন', forget: 'পাসওয়ার্ড ভুলে গেছেন', changePassword: 'পাসওয়ার্ড পরিবর্তন',
  settings: 'সেটিংস', trial: 'ফ্রি প্লে', agentRegister: 'এজেন্ট নিবন্ধন', notice: 'বিজ্ঞপ্তি', inbox: 'ইনবক্স',
  mine: 'সদস্য', memberHome: 'সদস্য', memberBenefits: 'ভিআইপি সুবিধা', deposit: 'জমা', withdraw: 'উত্তোলন',
  inviteFriends: 'বন্ধুদের আমন্ত্রণ', securityCenter: 'নিরাপত্তা কেন্দ্র', agent: 'এজেন্সি কেন্দ্র', depositRecord: 'জমার রেকর্ড',
  withdrawRecord: 'উত্তোলনের রেকর্ড', transactionRecord: 'অ্যাকাউন্ট রেকর্ড', gameRecord: 'বাজির রেকর্ড',
  profitAndLoss: 'লাভ ও ক্ষতি', upLineTransfer: 'আপলাইনে স্থানান্তর', rewardCenter: 'পুরস্কার কেন্দ্র',
  manualRebate: 'ম্যানুয়াল রিবেট', leaderBoard: 'লিডার বোর্ড', rebateReport: 'আমার রিবেট', feedback: 'মতামত',
  launchGame: 'গেম', gameList: 'গেমস', moreLottery: 'আরও লটারি', startLottery: 'লটারি', lottery: 'লটারি',
  service: 'গ্রাহক সেবা', activity: 'প্রোমোশন', activityDetail: 'প্রোমোশন', userAgreement: 'ব্যবহারকারী চুক্তি',
  maintenance: 'রক্ষণাবেক্ষণ', regionRestricted: 'আপনার অঞ্চলে উপলব্ধ নয়', help: 'সহায়তা কেন্দ্র', helpDetail: 'সহায়তা',
  gameCenter: 'গেম কেন্দ্র', slotsCenter: 'স্লট', message: 'বার্তা', redRain: 'লাল খামের বৃষ্টি',
  teamBetting: 'টিমের বাজি', agentTeamOverview: 'টিমের সারসংক্ষেপ', agentTeamPnl: 'টিমের লাভ-ক্ষতি',
  memberTeam: 'টিমের সদস্য', memberTeamRebate: 'টিম রিবেট', agentRebate: 'এজেন্ট রিবেট', agentDividend: 'এজেন্ট লভ্যাংশ',
  salaryContract: 'দৈনিক বেতন চুক্তি', dividendContract: 'লভ্যাংশ চুক্তি', hourContract: 'ঘণ্টাভিত্তিক বেতন চুক্তি',
  memberNotice: 'ঘোষণা',
};

