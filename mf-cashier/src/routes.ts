// The routes mf-cashier serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { defineRoutes } from '@wl/shared/routes';
import { exposes } from './exposes.ts';

export const routes = defineRoutes('mf-cashier', exposes, [
  { key: 'deposit', path: '/m/voucherCenter', module: './DepositPage', titles: { bn: 'জমা', en: 'Deposit' }, gate: 'notTrial' },
  { key: 'withdraw', path: '/m/withdraw', module: './WithdrawPage', titles: { bn: 'উত্তোলন', en: 'Withdraw' }, gate: 'notTrial' },
  {
    key: 'upLineTransfer',
    path: '/m/upLine/transfer',
    module: './UpLineTransferPage',
    titles: { bn: 'আপলাইনে স্থানান্তর', en: 'Transfer to upline' },
    gate: 'notTrial',
  },
  {
    key: 'depositRecord',
    path: '/m/vouReport',
    module: './DepositRecordPage',
    titles: { bn: 'জমার রেকর্ড', en: 'Deposit records' },
    gate: 'member',
  },
  {
    key: 'withdrawRecord',
    path: '/m/withdrawReport',
    module: './WithdrawRecordPage',
    titles: { bn: 'উত্তোলনের রেকর্ড', en: 'Withdrawal records' },
    gate: 'member',
  },
]);

/** This remote's own addresses by key, for its links to its own pages. */
export const paths = routes.paths;
