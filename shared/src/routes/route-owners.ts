import type { RemoteName } from '../config/runtime-config.ts';
import type { RouteKey } from './paths.ts';

/** A route and the page that serves it: the module its remote exposes under that name. */
export interface RouteOwner {
  key: RouteKey;
  remote: RemoteName;
  module: string;
}

const own = (remote: RemoteName, pages: Partial<Record<RouteKey, string>>): RouteOwner[] =>
  Object.entries(pages).map(([key, module]) => ({ key: key as RouteKey, remote, module: module as string }));

/**
 * Who serves each route of spec section 2 (docs/architecture.md, route ownership). The shell routes by it;
 * a remote's standalone page serves its own share of it, so the two never disagree.
 */
export const ROUTE_OWNERS: RouteOwner[] = [
  ...own('mf-auth', {
    login: './LoginPage',
    register: './RegisterPage',
    forget: './ForgetPage',
    changePassword: './ChangePasswordPage',
    settings: './SettingsPage',
    trial: './TrialPage',
    agentRegister: './AgentRegisterPage',
    socialCallback: './SocialCallbackPage',
  }),
  ...own('mf-lobby', {
    home: './HomePage',
    gameList: './GameListPage',
    gameCenter: './GameCenterPage',
    slotsCenter: './SlotsCenterPage',
    launchGame: './LaunchGamePage',
    moreLottery: './MoreLotteryPage',
    startLottery: './StartLotteryPage',
    lottery: './LotteryPage',
    activity: './ActivityPage',
    activityDetail: './ActivityDetailPage',
    notice: './NoticePage',
    help: './HelpPage',
    helpDetail: './HelpDetailPage',
    userAgreement: './UserAgreementPage',
    service: './ServicePage',
    leaderBoard: './LeaderBoardPage',
    redRain: './RedRainPage',
  }),
  ...own('mf-cashier', {
    deposit: './DepositPage',
    withdraw: './WithdrawPage',
    upLineTransfer: './UpLineTransferPage',
    depositRecord: './DepositRecordPage',
    withdrawRecord: './WithdrawRecordPage',
  }),
  ...own('mf-member', {
    mine: './MemberCentrePage',
    memberHome: './MemberCentrePage',
    memberBenefits: './BenefitsPage',
    inbox: './InboxPage',
    message: './MessagePage',
    memberNotice: './MemberNoticePage',
    inviteFriends: './InviteFriendsPage',
    securityCenter: './SecurityCenterPage',
    transactionRecord: './TransactionRecordPage',
    gameRecord: './GameRecordPage',
    profitAndLoss: './ProfitAndLossPage',
    rewardCenter: './RewardCenterPage',
    manualRebate: './ManualRebatePage',
    rebateReport: './RebateReportPage',
    feedback: './FeedbackPage',
  }),
  ...own('mf-agent', {
    agent: './AgentHomePage',
    agentTeamOverview: './TeamOverviewPage',
    agentTeamPnl: './TeamPnlPage',
    memberTeam: './MemberTeamPage',
    memberTeamRebate: './TeamRebatePage',
    teamBetting: './TeamBettingPage',
    agentRebate: './AgentRebatePage',
    agentDividend: './AgentDividendPage',
    salaryContract: './SalaryContractPage',
    dividendContract: './DividendContractPage',
    hourContract: './HourContractPage',
  }),
];
