// The routes mf-member serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { inboxCalls } from '@wl/platform-contract/calls/member-inbox';
import { memberRecordCalls } from '@wl/platform-contract/calls/member-records';
import { memberInfoCall } from '@wl/platform-contract/calls/session';
import { defineRoutes } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

/**
 * The member centre's largest paint is the avatar, whose address comes in the member's details: a member's HTML fetches
 * it as that answer arrives rather than once the page's code has drawn the summary (decision 066's second addendum).
 */
const AVATAR = [{ call: memberInfoCall.path, fields: ['avatarUrl'] }];

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
      answerImages: AVATAR,
    },
    {
      key: 'memberHome',
      path: paths.memberHome,
      module: './MemberCentrePage',
      titles: { bn: 'সদস্য', en: 'Members' },
      layout: { header: false },
      gate: 'notTrial',
      answerImages: AVATAR,
    },
    {
      key: 'memberBenefits',
      path: paths.memberBenefits,
      module: './BenefitsPage',
      titles: { bn: 'ভিআইপি সুবিধা', en: 'VIP benefits' },
      gate: 'member',
      flags: ['MEMCLUB3', 'VIPROOM3'],
    },
    {
      key: 'inbox',
      path: paths.inbox,
      module: './InboxPage',
      titles: { bn: 'ইনবক্স', en: 'Inbox' },
      gate: 'member',
      flags: ['MAILCEN'],
      // the first page of the list, as fetchInbox asks for it: a member's deep link starts it with the HTML
      calls: [
        {
          path: inboxCalls.inbox.path,
          query: [
            ['pageNo', '1'],
            ['pageSize', '10'],
          ],
        },
      ],
    },
    {
      key: 'message',
      path: paths.message,
      module: './MessagePage',
      titles: { bn: 'বার্তা', en: 'Messages' },
      gate: 'member',
      flags: ['MAILCEN'],
    },
    {
      key: 'memberNotice',
      path: paths.memberNotice,
      module: './MemberNoticePage',
      titles: { bn: 'ঘোষণা', en: 'Announcements' },
      gate: 'member',
      // the agents' announcements (spec section 2's /m/member/notice?types=A)
      variants: [{ query: { types: 'A' }, titles: { bn: 'এজেন্ট ঘোষণা', en: 'Agent announcements' }, gate: 'agent', flags: ['AGENOTICE3'] }],
    },
    {
      key: 'inviteFriends',
      path: paths.inviteFriends,
      module: './InviteFriendsPage',
      titles: { bn: 'বন্ধুদের আমন্ত্রণ', en: 'Invite friends' },
      gate: 'member',
      flags: ['REFERRAL'],
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
      flags: ['TRANSREC3'],
      // the first page of every kind, as its preload asks for it (decisions 069 and 072): a member's deep link starts it
      // with the HTML; an address naming one kind (`?types=`) has none
      calls: [
        {
          path: memberRecordCalls.transactions.path,
          params: { types: { default: 'all', oneOf: ['all'] } },
          query: [
            ['startDate', { daysAgo: 6 }],
            ['endDate', { daysAgo: 0 }],
            ['pageNo', '1'],
            ['pageSize', '10'],
            ['types', { param: 'types' }],
          ],
        },
      ],
    },
    {
      key: 'gameRecord',
      path: paths.gameRecord,
      module: './GameRecordPage',
      titles: { bn: 'বাজির রেকর্ড', en: 'Betting records' },
      gate: 'member',
      flags: ['TRANSBETREPMEM3'],
    },
    {
      key: 'profitAndLoss',
      path: paths.profitAndLoss,
      module: './ProfitAndLossPage',
      titles: { bn: 'লাভ ও ক্ষতি', en: 'Profit and loss' },
      gate: 'member',
      flags: ['PERSREP'],
    },
    {
      key: 'rewardCenter',
      path: paths.rewardCenter,
      module: './RewardCenterPage',
      titles: { bn: 'পুরস্কার কেন্দ্র', en: 'Reward centre' },
      gate: 'member',
      flags: ['REWCEN3'],
      // the member centre's mission activity (spec section 2): the reward centre's missions
      variants: [{ query: { kind: 'MISSION' }, titles: { bn: 'মিশন', en: 'Missions' }, flags: ['MISSION'] }],
    },
    {
      key: 'manualRebate',
      path: paths.manualRebate,
      module: './ManualRebatePage',
      titles: { bn: 'ম্যানুয়াল রিবেট', en: 'Manual rebate' },
      gate: 'member',
      flags: ['MANPLAYREB3'],
    },
    {
      key: 'rebateReport',
      path: paths.rebateReport,
      module: './RebateReportPage',
      titles: { bn: 'আমার রিবেট', en: 'My rebate' },
      gate: 'member',
      flags: ['PLYRBT'],
    },
    {
      key: 'feedback',
      path: paths.feedback,
      module: './FeedbackPage',
      titles: { bn: 'মতামত', en: 'Feedback' },
      gate: 'member',
      flags: ['FEEDBACK3'],
    },
    // the tools a licence requires, for every real member whatever the brand's flags (issue 27)
    {
      key: 'responsibleGaming',
      path: paths.responsibleGaming,
      module: './ResponsibleGamingPage',
      titles: { bn: 'দায়িত্বশীল খেলা', en: 'Responsible gaming' },
      gate: 'member',
    },
    {
      key: 'accountActivity',
      path: paths.accountActivity,
      module: './AccountActivityPage',
      titles: { bn: 'অ্যাকাউন্ট কার্যকলাপ', en: 'Account activity' },
      gate: 'member',
    },
  ],
  // the reality check appears over every page while a member is signed in (decision 033)
  { sessionReminder: './RealityCheck' },
);
