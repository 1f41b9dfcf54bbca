// The routes mf-member serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { defineRoutes } from '@wl/shared/routes';
import { exposes } from './exposes.ts';

export const routes = defineRoutes('mf-member', exposes, [
  {
    key: 'mine',
    path: '/m/mine',
    module: './MemberCentrePage',
    titles: { bn: 'সদস্য', en: 'Members' },
    layout: { header: false },
    gate: 'notTrial',
  },
  {
    key: 'memberHome',
    path: '/m/member/home',
    module: './MemberCentrePage',
    titles: { bn: 'সদস্য', en: 'Members' },
    layout: { header: false },
    gate: 'notTrial',
  },
  {
    key: 'memberBenefits',
    path: '/m/member/benefits',
    module: './BenefitsPage',
    titles: { bn: 'ভিআইপি সুবিধা', en: 'VIP benefits' },
    gate: 'member',
  },
  { key: 'inbox', path: '/m/webEmail', module: './InboxPage', titles: { bn: 'ইনবক্স', en: 'Inbox' }, gate: 'member' },
  { key: 'message', path: '/m/message', module: './MessagePage', titles: { bn: 'বার্তা', en: 'Messages' }, gate: 'member' },
  {
    key: 'memberNotice',
    path: '/m/member/notice',
    module: './MemberNoticePage',
    titles: { bn: 'ঘোষণা', en: 'Announcements' },
    gate: 'member',
  },
  {
    key: 'inviteFriends',
    path: '/m/inviteFriends',
    module: './InviteFriendsPage',
    titles: { bn: 'বন্ধুদের আমন্ত্রণ', en: 'Invite friends' },
    gate: 'notTrial',
  },
  {
    key: 'securityCenter',
    path: '/m/securityCenter',
    module: './SecurityCenterPage',
    titles: { bn: 'নিরাপত্তা কেন্দ্র', en: 'Security centre' },
    gate: 'member',
  },
  {
    key: 'transactionRecord',
    path: '/m/transaction/record',
    module: './TransactionRecordPage',
    titles: { bn: 'অ্যাকাউন্ট রেকর্ড', en: 'Account records' },
    gate: 'member',
  },
  {
    key: 'gameRecord',
    path: '/m/gameRecord',
    module: './GameRecordPage',
    titles: { bn: 'বাজির রেকর্ড', en: 'Betting records' },
    gate: 'member',
  },
  {
    key: 'profitAndLoss',
    path: '/m/profitandloss',
    module: './ProfitAndLossPage',
    titles: { bn: 'লাভ ও ক্ষতি', en: 'Profit and loss' },
    gate: 'member',
  },
  {
    key: 'rewardCenter',
    path: '/m/rewardCenter',
    module: './RewardCenterPage',
    titles: { bn: 'পুরস্কার কেন্দ্র', en: 'Reward centre' },
    gate: 'member',
  },
  {
    key: 'manualRebate',
    path: '/m/member/manualRebate',
    module: './ManualRebatePage',
    titles: { bn: 'ম্যানুয়াল রিবেট', en: 'Manual rebate' },
    gate: 'member',
  },
  {
    key: 'rebateReport',
    path: '/m/member/rebateReport',
    module: './RebateReportPage',
    titles: { bn: 'আমার রিবেট', en: 'My rebate' },
    gate: 'member',
  },
  { key: 'feedback', path: '/m/feedback', module: './FeedbackPage', titles: { bn: 'মতামত', en: 'Feedback' }, gate: 'member' },
]);

/** This remote's own addresses by key, for its links to its own pages. */
export const paths = routes.paths;
