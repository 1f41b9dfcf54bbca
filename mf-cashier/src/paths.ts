// mf-cashier's own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here. Apart from the manifest so that a page's code carries the addresses, not the titles.
export const paths = {
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  upLineTransfer: '/m/upLine/transfer',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
} as const;
