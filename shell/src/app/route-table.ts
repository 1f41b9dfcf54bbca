import { paths, type RemoteName, type RouteKey } from '@wl/shared';

export interface RouteEntry {
  key: RouteKey;
  path: string;
  remote: RemoteName;
  /** the module the remote exposes for this page */
  module: string;
}

const r = (key: RouteKey, remote: RemoteName, module: string): RouteEntry => ({ key, path: paths[key], remote, module });

/** Every route of spec section 2 and its owner (docs/architecture.md, route ownership). */
export const ROUTES: RouteEntry[] = [
  r('login', 'mf-auth', './LoginPage'),
  r('register', 'mf-auth', './RegisterPage'),
  r('forget', 'mf-auth', './ForgetPage'),
  r('changePassword', 'mf-auth', './ChangePasswordPage'),
  r('settings', 'mf-auth', './SettingsPage'),
  r('trial', 'mf-auth', './TrialPage'),
  r('agentRegister', 'mf-auth', './AgentRegisterPage'),

  r('home', 'mf-lobby', './HomePage'),
  r('gameList', 'mf-lobby', './GameListPage'),
  r('gameCenter', 'mf-lobby', './GameCenterPage'),
  r('slotsCenter', 'mf-lobby', './SlotsCenterPage'),
  r('launchGame', 'mf-lobby', './LaunchGamePage'),
  r('moreLottery', 'mf-lobby', './MoreLotteryPage'),
  r('startLottery', 'mf-lobby', './StartLotteryPage'),
  r('lottery', 'mf-lobby', './LotteryPage'),
  r('activity', 'mf-lobby', './ActivityPage'),
  r('activityDetail', 'mf-lobby', './ActivityDetailPage'),
  r('notice', 'mf-lobby', './NoticePage'),
  r('help', 'mf-lobby', './HelpPage'),
  r('helpDetail', 'mf-lobby', './HelpDetailPage'),
  r('userAgreement', 'mf-lobby', './UserAgreementPage'),
  r('service', 'mf-lobby', './ServicePage'),
  r('leaderBoard', 'mf-lobby', './LeaderBoardPage'),
  r('redRain', 'mf-lobby', './RedRainPage'),

  r('deposit', 'mf-cashier', './DepositPage'),
  r('withdraw', 'mf-cashier', './WithdrawPage'),
  r('upLineTransfer', 'mf-cashier', './UpLineTransferPage'),
  r('depositRecord', 'mf-cashier', './DepositRecordPage'),
  r('withdrawRecord', 'mf-cashier', './WithdrawRecordPage'),

  r('mine', 'mf-member', './MemberCentrePage'),
  r('memberHome', 'mf-member', './MemberCentrePage'),
  r('memberBenefits', 'mf-member', './BenefitsPage'),
  r('inbox', 'mf-member', './InboxPage'),
  r('message', 'mf-member', './MessagePage'),
  r('memberNotice', 'mf-member', './MemberNoticePage'),
  r('inviteFriends', 'mf-member', './InviteFriendsPage'),
  r('securityCenter', 'mf-member', './SecurityCenterPage'),
  r('transactionRecord', 'mf-member', './TransactionRecordPage'),
  r('gameRecord', 'mf-member', './GameRecordPage'),
  r('profitAndLoss', 'mf-member', './ProfitAndLossPage'),
  r('rewardCenter', 'mf-member', './RewardCenterPage'),
  r('manualRebate', 'mf-member', './ManualRebatePage'),
  r('rebateReport', 'mf-member', './RebateReportPage'),
  r('feedback', 'mf-member', './FeedbackPage'),

  r('agent', 'mf-agent', './AgentHomePage'),
  r('agentTeamOverview', 'mf-agent', './TeamOverviewPage'),
  r('agentTeamPnl', 'mf-agent', './TeamPnlPage'),
  r('memberTeam', 'mf-agent', './MemberTeamPage'),
  r('memberTeamRebate', 'mf-agent', './TeamRebatePage'),
  r('teamBetting', 'mf-agent', './TeamBettingPage'),
  r('agentRebate', 'mf-agent', './AgentRebatePage'),
  r('agentDividend', 'mf-agent', './AgentDividendPage'),
  r('salaryContract', 'mf-agent', './SalaryContractPage'),
  r('dividendContract', 'mf-agent', './DividendContractPage'),
  r('hourContract', 'mf-agent', './HourContractPage'),
];

/** Spec section 2: login, register, mine, agent and help omit the header. */
const NO_HEADER: RouteKey[] = ['login', 'register', 'mine', 'memberHome', 'agent', 'help'];
/** Spec section 2: where the bottom menu is hidden. */
const NO_BOTTOM_MENU: RouteKey[] = [
  'login',
  'register',
  'trial',
  'launchGame',
  'changePassword',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'userAgreement',
  'maintenance',
  'agent',
];
/** Back from these goes home rather than back in history. */
const BACK_HOME: RouteKey[] = ['login', 'register', 'trial', 'notice', 'forget'];

export interface Layout {
  header: boolean;
  bottomMenu: boolean;
  backHome: boolean;
  isHome: boolean;
}

export function layoutFor(key: RouteKey | null): Layout {
  if (!key) return { header: true, bottomMenu: true, backHome: false, isHome: false };
  return {
    header: !NO_HEADER.includes(key),
    bottomMenu: !NO_BOTTOM_MENU.includes(key),
    backHome: BACK_HOME.includes(key),
    isHome: key === 'home',
  };
}

export function routeKeyForPath(pathname: string): RouteKey | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = ROUTES.find((route) => route.path === clean);
  if (match) return match.key;
  if (clean === paths.maintenance) return 'maintenance';
  if (clean === paths.regionRestricted) return 'regionRestricted';
  return null;
}
