// The routes mf-lobby serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { announcementsCall } from '@wl/platform-contract/calls/announcements';
import { helpCall, promotionCall, promotionsCall } from '@wl/platform-contract/calls/lobby-content';
import { NOTICE_TYPES } from './features/notices/notice-types.ts';
import { defineRoutes, type RouteCall } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

/** The help centre in the platform language, as fetchHelp asks for it (decision 061). */
const HELP_CALL = { path: helpCall.path, query: [['lang', { language: true }]] } satisfies RouteCall;

export const routes = defineRoutes('mf-lobby', exposes, [
  { key: 'home', path: paths.home, module: './HomePage', titles: { bn: 'হোম', en: 'Home' } },
  {
    key: 'gameList',
    path: paths.gameList,
    module: './GameListPage',
    titles: { bn: 'গেমস', en: 'Games' },
    prefetch: 'all',
    variants: [
      // spec section 6: recent games need a session
      { query: { gameType: 'RECENT' }, titles: { bn: 'সাম্প্রতিক গেম', en: 'Recent games' }, gate: 'session' },
      { query: { gameType: 'INHOUSE' }, titles: { bn: 'নিজস্ব গেম', en: 'In-house games' } },
    ],
  },
  { key: 'gameCenter', path: paths.gameCenter, module: './GameCenterPage', titles: { bn: 'গেম কেন্দ্র', en: 'Game centre' } },
  { key: 'slotsCenter', path: paths.slotsCenter, module: './SlotsCenterPage', titles: { bn: 'স্লট', en: 'Slots' } },
  {
    key: 'launchGame',
    path: paths.launchGame,
    module: './LaunchGamePage',
    titles: { bn: 'গেম', en: 'Game' },
    layout: { bottomMenu: false },
    // spec section 4: a game launches only with a session, else /m/login
    gate: 'session',
    redirect: { signIn: 'login' },
  },
  {
    key: 'moreLottery',
    path: paths.moreLottery,
    module: './MoreLotteryPage',
    titles: { bn: 'আরও লটারি', en: 'More lottery' },
    layout: { bottomMenu: false },
  },
  { key: 'startLottery', path: paths.startLottery, module: './StartLotteryPage', titles: { bn: 'লটারি', en: 'Lottery' } },
  { key: 'lottery', path: paths.lottery, module: './LotteryPage', titles: { bn: 'লটারি', en: 'Lottery' } },
  {
    key: 'activity',
    path: paths.activity,
    module: './ActivityPage',
    titles: { bn: 'প্রোমোশন', en: 'Promotions' },
    layout: { bottomMenu: false },
    // the list: a deep link's HTML starts the call beside the code
    calls: [{ path: promotionsCall.path }],
  },
  {
    key: 'activityDetail',
    path: paths.activityDetail,
    module: './ActivityDetailPage',
    titles: { bn: 'প্রোমোশন', en: 'Promotion' },
    // the promotion of the address's id, as fetchPromotion asks for it (decision 061)
    calls: [{ path: promotionCall.path, query: [['id', { param: 'id' }]], params: { id: { pattern: '^[\\w-]{1,40}$' } } }],
  },
  {
    key: 'notice',
    path: paths.notice,
    module: './NoticePage',
    titles: { bn: 'বিজ্ঞপ্তি', en: 'Notices' },
    layout: { bottomMenu: false, backHome: true },
    // the notices, as fetchAnnouncements asks for them
    calls: [
      {
        path: announcementsCall.path,
        query: [
          ['types', NOTICE_TYPES],
          ['merchantCode', { merchant: true }],
          ['platform', 'M'],
          ['groupName', ''],
        ],
      },
    ],
  },
  {
    key: 'help',
    path: paths.help,
    module: './HelpPage',
    titles: { bn: 'সহায়তা কেন্দ্র', en: 'Help centre' },
    layout: { header: false },
    calls: [HELP_CALL],
  },
  { key: 'helpDetail', path: paths.helpDetail, module: './HelpDetailPage', titles: { bn: 'সহায়তা', en: 'Help' }, calls: [HELP_CALL] },
  {
    key: 'userAgreement',
    path: paths.userAgreement,
    module: './UserAgreementPage',
    titles: { bn: 'ব্যবহারকারী চুক্তি', en: 'User agreement' },
    layout: { bottomMenu: false },
  },
  {
    key: 'service',
    path: paths.service,
    module: './ServicePage',
    titles: { bn: 'গ্রাহক সেবা', en: 'Customer service' },
    layout: { bottomMenu: false },
  },
  { key: 'leaderBoard', path: paths.leaderBoard, module: './LeaderBoardPage', titles: { bn: 'লিডার বোর্ড', en: 'Leader board' } },
  { key: 'redRain', path: paths.redRain, module: './RedRainPage', titles: { bn: 'লাল খামের বৃষ্টি', en: 'Red envelope rain' } },
]);
