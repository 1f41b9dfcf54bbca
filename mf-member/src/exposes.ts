// What this remote exposes to the shell: the pages of its routes (shell/src/app/route-table.ts).
export const exposes = {
  './MemberCentrePage': './src/pages/member-centre-page.tsx',
  './BenefitsPage': './src/pages/benefits-page.tsx',
  './InboxPage': './src/pages/inbox-page.tsx',
  './MessagePage': './src/pages/message-page.tsx',
  './MemberNoticePage': './src/pages/member-notice-page.tsx',
  './InviteFriendsPage': './src/pages/invite-friends-page.tsx',
  './SecurityCenterPage': './src/pages/security-center-page.tsx',
  './TransactionRecordPage': './src/pages/transaction-record-page.tsx',
  './GameRecordPage': './src/pages/game-record-page.tsx',
  './ProfitAndLossPage': './src/pages/profit-and-loss-page.tsx',
  './RewardCenterPage': './src/pages/reward-center-page.tsx',
  './ManualRebatePage': './src/pages/manual-rebate-page.tsx',
  './RebateReportPage': './src/pages/rebate-report-page.tsx',
  './FeedbackPage': './src/pages/feedback-page.tsx',
  './ResponsibleGamingPage': './src/pages/responsible-gaming-page.tsx',
  './AccountActivityPage': './src/pages/account-activity-page.tsx',
  // the shell's sessionReminder slot (decision 033): the reality check over every page
  './RealityCheck': './src/features/protection/components/reality-check.tsx',
};
