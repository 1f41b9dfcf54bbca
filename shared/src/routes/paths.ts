/** Every route of spec section 2, typed, in one place. Parts navigate with these, never with string literals. */
export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  settings: '/m/set',
  trial: '/m/trail',
  agentRegister: '/m/agentRegister',
  socialCallback: '/m/socialCallback',
  notice: '/m/notice',
  inbox: '/m/webEmail',
  mine: '/m/mine',
  memberHome: '/m/member/home',
  memberBenefits: '/m/member/benefits',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  agent: '/m/agent',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  upLineTransfer: '/m/upLine/transfer',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  leaderBoard: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  feedback: '/m/feedback',
  launchGame: '/m/launchGame',
  gameList: '/m/gameList',
  moreLottery: '/m/moreLottery',
  startLottery: '/m/startLottery',
  lottery: '/m/lottery',
  service: '/m/service',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  userAgreement: '/m/useragreement',
  maintenance: '/m/maintenance',
  regionRestricted: '/m/restricted',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  message: '/m/message',
  redRain: '/m/redRain',
  teamBetting: '/m/teamBetting',
  agentTeamOverview: '/m/agent/team/overview',
  agentTeamPnl: '/m/agent/team/pnl',
  memberTeam: '/m/member/team',
  memberTeamRebate: '/m/member/teamRebate',
  agentRebate: '/m/member/agent/agentRebeat',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  memberNotice: '/m/member/notice',
} as const;

export type RouteKey = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteKey];

/** Other addresses that reach a route (spec section 2). */
export const aliases: Record<string, RoutePath> = {
  '/': paths.home,
  '/m': paths.home,
  '/m/index': paths.home,
  '/m/index.html': paths.home,
  '/register.html': paths.register,
  '/m/register.html': paths.register,
};

/** A path with a query string, typed by route. */
export function href(path: RoutePath, query?: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}
