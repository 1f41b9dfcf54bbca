// What a person reads on the screens the walks of issue 24 cross, in each language: the tests find things by the
// names people see, so a walk in English needs the English names. Each text is the one the owning part's
// translations give (named beside it), and both tables have the same keys, so a name cannot go missing in one.
export type Language = 'bn' | 'en';

const bn = {
  // the shell's chrome (shell/src/i18n)
  back: 'পিছনে',
  home: 'হোম',
  bottomMenu: 'প্রধান',
  wayOn: 'দ্রুত যাওয়ার পথ',
  members: 'সদস্য',
  menu: 'মেনু',
  events: 'ইভেন্ট',
  deposit: 'জমা',
  withdraw: 'উত্তোলন',
  invite: 'আমন্ত্রণ',
  vipRoom: 'ভিআইপি রুম',
  recentGames: 'সাম্প্রতিক গেম',
  feedback: 'মতামত',
  login: 'লগইন',
  register: 'নিবন্ধন',
  maintenance: 'রক্ষণাবেক্ষণ',
  // the gate's message (shell/src/gates/route-closed.tsx)
  guestOnlyTitle: 'আপনি লগইন করা আছেন',
  goBack: 'ফিরে যান',
  customerService: 'গ্রাহক সেবা',
  // @wl/kit's dialogs and messages
  close: 'বন্ধ করুন',
  cancel: 'বাতিল',
  confirm: 'নিশ্চিত',
  freeReject: 'আসল অ্যাকাউন্টে লগইন করুন',
  contactService: 'গ্রাহক সেবায় যোগাযোগ করুন',
  // the member centre (mf-member)
  depositRecord: 'ডিপোজিট রেকর্ড',
  withdrawRecord: 'উত্তোলন রেকর্ড',
  accountRecord: 'অ্যাকাউন্ট রেকর্ড',
  bettingRecord: 'বাজির রেকর্ড',
  profitAndLoss: 'লাভ ও ক্ষতি',
  rewardCentre: 'পুরস্কার কেন্দ্র',
  manualRebate: 'ম্যানুয়াল রিবেট',
  mission: 'মিশন কার্যক্রম',
  myRebate: 'আমার রিবেট',
  mail: 'মেইল',
  vipBenefits: 'ভিআইপি সুবিধা',
  inviteFriends: 'বন্ধুদের আমন্ত্রণ',
  agencyCentre: 'এজেন্সি কেন্দ্র',
  // the agent home (mf-agent)
  agencyMenu: 'এজেন্সি সেন্টার মেনু',
  teamOverview: 'টিমের সারসংক্ষেপ',
  myDownline: 'আমার ডাউনলাইন',
  dividend: 'ডিভিডেন্ড',
  dailySalaryContract: 'দৈনিক বেতন চুক্তি',
  dividendContract: 'ডিভিডেন্ড চুক্তি',
  hourlySalaryContract: 'ঘণ্টাভিত্তিক বেতন চুক্তি',
  agentNotices: 'এজেন্ট ঘোষণা',
  oneOfferWaiting: '১টি প্রস্তাব অপেক্ষায়',
  // home's contract question (mf-lobby)
  contractRequest: 'চুক্তির অনুরোধ',
  threeContractKinds: 'দৈনিক বেতন, লভ্যাংশ, ঘণ্টাভিত্তিক বেতন',
  oneHourlyContract: 'একটি ঘণ্টাভিত্তিক বেতন চুক্তি আপনার উত্তরের অপেক্ষায়',
  // the dev API's seeded pop-ups (a login popup, a popup notice)
  loginPopup: 'দৈনিক চেক-ইন পুরস্কার',
  popupNotice: 'বিপিএল ২০২৬: প্রতিটি ম্যাচে বিশেষ অডস',
};

const en: Record<keyof typeof bn, string> = {
  back: 'Back',
  home: 'Home',
  bottomMenu: 'Main',
  wayOn: 'Quick links',
  members: 'Members',
  menu: 'Menu',
  events: 'Events',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  invite: 'Invite',
  vipRoom: 'VIP room',
  recentGames: 'Recent games',
  feedback: 'Feedback',
  login: 'Log in',
  register: 'Register',
  maintenance: 'Maintenance',
  guestOnlyTitle: 'You are logged in',
  goBack: 'Go back',
  customerService: 'Customer service',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  freeReject: 'Please login an actual account',
  contactService: 'contact customer service',
  depositRecord: 'Deposit record',
  withdrawRecord: 'Withdraw record',
  accountRecord: 'Account record',
  bettingRecord: 'Betting record',
  profitAndLoss: 'Profit and loss',
  rewardCentre: 'Reward centre',
  manualRebate: 'Manual rebate',
  mission: 'Mission activity',
  myRebate: 'My rebate',
  mail: 'Mail',
  vipBenefits: 'VIP benefits',
  inviteFriends: 'Invite friends',
  agencyCentre: 'Agency centre',
  agencyMenu: 'Agency centre menu',
  teamOverview: 'Team overview',
  myDownline: 'My downline',
  dividend: 'Dividend',
  dailySalaryContract: 'Daily salary contract',
  dividendContract: 'Dividend contract',
  hourlySalaryContract: 'Hourly salary contract',
  agentNotices: 'Agent announcements',
  oneOfferWaiting: '1 offer waiting',
  contractRequest: 'Contract request',
  threeContractKinds: 'daily salary, dividend, hourly salary',
  oneHourlyContract: 'You have an hourly salary contract waiting for your answer',
  loginPopup: 'Daily check-in reward',
  popupNotice: 'BPL 2026: boosted odds on every match',
};

export type Names = typeof bn;
export const NAMES: Record<Language, Names> = { bn, en };
export const LANGUAGES: Language[] = ['bn', 'en'];

/**
 * The language of each journey of a file (decision 071): each journey runs once, the languages taken in turn, Bengali
 * first, in the order the file declares its journeys. The route walker crosses every route in both.
 * `const nextLanguage = languagesInTurn();` at the file's top, then `const lng = nextLanguage();` per journey.
 */
export function languagesInTurn(): () => Language {
  let next = 0;
  return () => LANGUAGES[next++ % LANGUAGES.length]!;
}
