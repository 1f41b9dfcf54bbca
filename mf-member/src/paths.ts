// mf-member's own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here. Apart from the manifest so that a page's code carries the addresses, not the titles.
export const paths = {
  mine: '/m/mine',
  memberHome: '/m/member/home',
  memberBenefits: '/m/member/benefits',
  inbox: '/m/webEmail',
  message: '/m/message',
  memberNotice: '/m/member/notice',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  rebateReport: '/m/member/rebateReport',
  feedback: '/m/feedback',
  responsibleGaming: '/m/responsibleGaming',
  accountActivity: '/m/accountActivity',
} as const;
