// The routes mf-member serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { defineRoutes } from '@wl/shared/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

export const routes = defineRoutes(
  'mf-member',
  exposes,
  [
    {
      key: 'mine',
      path: paths.mine,
      module: './MemberCentrePage',
      titles: { bn: 'সদস্য', en: 'Members' },
      layout: { header: false },
      gate: 'notTrial',
    },
    {
      key: 'memberHome',
      path: paths.memberHome,
      module: './MemberCentrePage',
      titles: { bn: 'সদস্য', en: 'Members' },
      layout: { header: false },
      gate: 'notTrial',
    },
    {
      key: 'memberBenefits',
      path: paths.memberBenefits,
      module: './BenefitsPage',
      titles: { bn: 'ভিআইপি সুবিধা', en: 'VIP benefits' },
      gate: 'member',
    },
    { key: 'inbox', path: paths.inbox, module: './InboxPage', titles: { bn: 'ইনবক্স', en: 'Inbox' }, gate: 'member' },
    { key: 'message', path: paths.message, module: './MessagePage', titles: { bn: 'বার্তা', en: 'Messages' }, gate: 'member' },
    {
      key: 'memberNotice',
      path: paths.memberNotice,
      module: './MemberNoticePage',
      titles: { bn: 'ঘোষণা', en: 'Announcements' },
      gate: 'member',
    },
    {
      key: 'inviteFriends',
      path: paths.inviteFriends,
      module: './InviteFriendsPage',
      titles: { bn: 'বন্ধুদের আমন্ত্রণ', en: 'Invite friends' },
      gate: 'notTrial',
    },
    {
      key: 'securityCenter',
      path: paths.securityCenter,
      module: './SecurityCenterPage',
      titles: { bn: 'নিরাপত্তা কেন্দ্র', en: 'Security centre' },
      gate: 'member',
    },
    {
      key: 'transactionRecord',
      path: paths.transactionRecord,
      module: './TransactionRecordPage',
      titles: { bn: 'অ্যাকাউন্ট রেকর্ড', en: 'Account records' },
      gate: 'member',
    },
    {
      key: 'gameRecord',
      path: paths.gameRecord,
      module: './GameRecordPage',
      titles: { bn: 'বাজির রেকর্ড', en: 'Betting records' },
      gate: 'member',
    },
    {
      key: 'profitAndLoss',
      path: paths.profitAndLoss,
      module: './ProfitAndLossPage',
      titles: { bn: 'লাভ ও ক্ষতি', en: 'Profit and loss' },
      gate: 'member',
    },
    {
      key: 'rewardCenter',
      path: paths.rewardCenter,
      module: './RewardCenterPage',
      titles: { bn: 'পুরস্কার কেন্দ্র', en: 'Reward centre' },
      gate: 'member',
    },
    {
      key: 'manualRebate',
      path: paths.manualRebate,
      module: './ManualRebatePage',
      titles: { bn: 'ম্যানুয়াল রিবেট', en: 'Manual rebate' },
      gate: 'member',
    },
    {
      key: 'rebateReport',
      path: paths.rebateReport,
      module: './RebateReportPage',
      titles: { bn: 'আমার রিবেট', en: 'My rebate' },
      gate: 'member',
    },
    { key: 'feedback', path: paths.feedback, module: './FeedbackPage', titles: { bn: 'মতামত', en: 'Feedback' }, gate: 'member' },
    {
      key: 'responsibleGaming',
      path: paths.responsibleGaming,
      module: './ResponsibleGamingPage',
      titles: { bn: 'দায়িত্বশীল খেলা', en: 'Responsible gaming' },
      gate: 'notTrial',
    },
    {
      key: 'accountActivity',
      path: paths.accountActivity,
      module: './AccountActivityPage',
      titles: { bn: 'অ্যাকাউন্ট কার্যকলাপ', en: 'Account activity' },
      gate: 'notTrial',
    },
  ],
  // the reality check appears over every page while a member is signed in (decision 033)
  { sessionReminder: './RealityCheck' },
);
