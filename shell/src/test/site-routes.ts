// Tests only: route manifests as the runtime file would carry them, for the shell's tests of its layout,
// menus and slots. The real ones are the remotes' (each remote's src/routes.ts); these name a few routes.
import { setRoutes, type RouteDeclaration, type RouteManifest } from '@wl/kit';

const route = (
  key: string,
  path: string,
  module: string,
  bn: string,
  en: string,
  extra: Partial<RouteDeclaration> = {},
): RouteDeclaration => ({
  key,
  path,
  module,
  titles: { bn, en },
  ...extra,
});

export const SITE_ROUTES: RouteManifest[] = [
  {
    remote: 'mf-auth',
    routes: [
      route('login', '/m/login', './LoginPage', 'লগইন', 'Log in', {
        layout: { header: false, bottomMenu: false, backHome: true, ownWayHome: true },
        prefetch: 'guest',
        gate: 'guest',
      }),
      route('register', '/m/register', './RegisterPage', 'নিবন্ধন', 'Register', {
        aliases: ['/register.html'],
        layout: { header: false },
        gate: 'guest',
        flags: ['REGISTER3'],
      }),
    ],
    slots: { loginDialog: './LoginDialog' },
  },
  {
    remote: 'mf-lobby',
    routes: [
      route('home', '/m/home', './HomePage', 'হোম', 'Home'),
      route('gameList', '/m/gameList', './GameListPage', 'গেমস', 'Games', {
        prefetch: 'all',
        variants: [{ query: { gameType: 'RECENT' }, titles: { bn: 'সাম্প্রতিক গেম', en: 'Recent games' }, gate: 'session' }],
      }),
      route('activity', '/m/activity', './ActivityPage', 'প্রোমোশন', 'Promotions', { layout: { bottomMenu: false } }),
      route('notice', '/m/notice', './NoticePage', 'বিজ্ঞপ্তি', 'Notices', { layout: { bottomMenu: false, backHome: true } }),
      route('help', '/m/help', './HelpPage', 'সহায়তা কেন্দ্র', 'Help centre', { layout: { header: false } }),
      route('userAgreement', '/m/useragreement', './UserAgreementPage', 'ব্যবহারকারী চুক্তি', 'User agreement'),
    ],
  },
  {
    remote: 'mf-cashier',
    routes: [
      route('deposit', '/m/voucherCenter', './DepositPage', 'জমা', 'Deposit', {
        gate: 'member',
        prefetch: 'member',
        calls: [{ path: '/wps/pay/channels' }],
      }),
      route('withdraw', '/m/withdraw', './WithdrawPage', 'উত্তোলন', 'Withdraw', { gate: 'member', flags: ['WITHDRAW3'] }),
      route('depositRecord', '/m/vouReport', './DepositRecordPage', 'জমার রেকর্ড', 'Deposit records', {
        gate: 'member',
        flags: ['DEPRECM3'],
      }),
    ],
  },
  {
    remote: 'mf-member',
    routes: [
      route('mine', '/m/mine', './MemberCentrePage', 'সদস্য', 'Members', { layout: { header: false }, gate: 'notTrial' }),
      route('inbox', '/m/webEmail', './InboxPage', 'ইনবক্স', 'Inbox', { gate: 'member', flags: ['MAILCEN'] }),
      route('securityCenter', '/m/securityCenter', './SecurityCenterPage', 'নিরাপত্তা কেন্দ্র', 'Security centre', { gate: 'member' }),
      route('inviteFriends', '/m/inviteFriends', './InviteFriendsPage', 'বন্ধুদের আমন্ত্রণ', 'Invite friends', {
        gate: 'member',
        flags: ['REFERRAL'],
      }),
      route('memberBenefits', '/m/member/benefits', './BenefitsPage', 'ভিআইপি সুবিধা', 'VIP benefits', {
        gate: 'member',
        flags: ['MEMCLUB3', 'VIPROOM3'],
      }),
      route('feedback', '/m/feedback', './FeedbackPage', 'মতামত', 'Feedback', { gate: 'member', flags: ['FEEDBACK3'] }),
      route('memberNotice', '/m/member/notice', './MemberNoticePage', 'ঘোষণা', 'Announcements', {
        gate: 'member',
        variants: [{ query: { types: 'A' }, titles: { bn: 'এজেন্ট ঘোষণা', en: 'Agent announcements' }, gate: 'agent' }],
      }),
    ],
  },
  {
    remote: 'mf-agent',
    routes: [
      route('agent', '/m/agent', './AgentHomePage', 'এজেন্সি কেন্দ্র', 'Agency centre', {
        layout: { header: false, bottomMenu: false },
        gate: 'agent',
        redirect: { signIn: 'home', agentOnly: 'home' },
      }),
    ],
  },
];

/** The table of a start whose runtime file names these remotes. */
export const useSiteRoutes = (manifests: RouteManifest[] = SITE_ROUTES) => setRoutes(manifests);
