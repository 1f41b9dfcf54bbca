import { paths, runStandalone } from '@wl/shared';

// mf-member on its own, for its team: `pnpm --filter mf-member dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-member', [
  { path: paths.mine, title: 'MemberCentrePage', load: () => import('./pages/member-centre-page.tsx') },
  { path: paths.memberBenefits, title: 'BenefitsPage', load: () => import('./pages/benefits-page.tsx') },
  { path: paths.inbox, title: 'InboxPage', load: () => import('./pages/inbox-page.tsx') },
  { path: paths.message, title: 'MessagePage', load: () => import('./pages/message-page.tsx') },
  { path: paths.memberNotice, title: 'MemberNoticePage', load: () => import('./pages/member-notice-page.tsx') },
  { path: paths.inviteFriends, title: 'InviteFriendsPage', load: () => import('./pages/invite-friends-page.tsx') },
  { path: paths.securityCenter, title: 'SecurityCenterPage', load: () => import('./pages/security-center-page.tsx') },
  { path: paths.transactionRecord, title: 'TransactionRecordPage', load: () => import('./pages/transaction-record-page.tsx') },
  { path: paths.gameRecord, title: 'GameRecordPage', load: () => import('./pages/game-record-page.tsx') },
  { path: paths.profitAndLoss, title: 'ProfitAndLossPage', load: () => import('./pages/profit-and-loss-page.tsx') },
  { path: paths.rewardCenter, title: 'RewardCenterPage', load: () => import('./pages/reward-center-page.tsx') },
  { path: paths.manualRebate, title: 'ManualRebatePage', load: () => import('./pages/manual-rebate-page.tsx') },
  { path: paths.rebateReport, title: 'RebateReportPage', load: () => import('./pages/rebate-report-page.tsx') },
  { path: paths.feedback, title: 'FeedbackPage', load: () => import('./pages/feedback-page.tsx') },
]);
