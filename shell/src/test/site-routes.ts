// Tests only: route manifests as the runtime file would carry them, for the shell's tests of its layout,
// menus and slots. The real ones are the remotes' (each remote's src/routes.ts); these name a few routes.
import { setRoutes, type RouteDeclaration, type RouteManifest } from '@wl/shared';

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
        layout: { header: false, bottomMenu: false, backHome: true },
        prefetch: 'guest',
      }),
      route('register', '/m/register', './RegisterPage', 'নিবন্ধন', 'Register', { aliases: ['/register.html'], layout: { header: false } }),
    ],
    slots: { loginDialog: './LoginDialog' },
  },
  {
    remote: 'mf-lobby',
    routes: [
      route('home', '/m/home', './HomePage', 'হোম', 'Home'),
      route('gameList', '/m/gameList', './GameListPage', 'গেমস', 'Games', { prefetch: 'all' }),
      route('activity', '/m/activity', './ActivityPage', 'প্রোমোশন', 'Promotions', { layout: { bottomMenu: false } }),
      route('notice', '/m/notice', './NoticePage', 'বিজ্ঞপ্তি', 'Notices', { layout: { bottomMenu: false, backHome: true } }),
      route('help', '/m/help', './HelpPage', 'সহায়তা কেন্দ্র', 'Help centre', { layout: { header: false } }),
      route('userAgreement', '/m/useragreement', './UserAgreementPage', 'ব্যবহারকারী চুক্তি', 'User agreement'),
    ],
  },
  {
    remote: 'mf-cashier',
    routes: [
      route('deposit', '/m/voucherCenter', './DepositPage', 'জমা', 'Deposit'),
      route('withdraw', '/m/withdraw', './WithdrawPage', 'উত্তোলন', 'Withdraw'),
    ],
  },
  {
    remote: 'mf-member',
    routes: [
      route('mine', '/m/mine', './MemberCentrePage', 'সদস্য', 'Members', { layout: { header: false } }),
      route('inbox', '/m/webEmail', './InboxPage', 'ইনবক্স', 'Inbox'),
      route('securityCenter', '/m/securityCenter', './SecurityCenterPage', 'নিরাপত্তা কেন্দ্র', 'Security centre'),
      route('inviteFriends', '/m/inviteFriends', './InviteFriendsPage', 'বন্ধুদের আমন্ত্রণ', 'Invite friends'),
      route('memberBenefits', '/m/member/benefits', './BenefitsPage', 'ভিআইপি সুবিধা', 'VIP benefits'),
      route('feedback', '/m/feedback', './FeedbackPage', 'মতামত', 'Feedback'),
    ],
  },
];

/** The table of a start whose runtime file names these remotes. */
export const useSiteRoutes = (manifests: RouteManifest[] = SITE_ROUTES) => setRoutes(manifests);
