// The routes mf-cashier serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { depositCalls } from '@wl/platform-contract/calls/cashier-deposit';
import { cashierRecordCalls } from '@wl/platform-contract/calls/cashier-records';
import { withdrawCalls } from '@wl/platform-contract/calls/cashier-withdraw';
import { protectionCalls } from '@wl/platform-contract/calls/member-protection';
import { defineRoutes } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

/**
 * A records page's first page as the records list asks for it: the last seven days of the platform's calendar, every
 * status, ten a page (decision 069). declared-calls.test.ts holds it against the page's own request.
 */
const firstRecords = (path: string) => ({
  path,
  query: [
    ['startDate', { daysAgo: 6 }],
    ['endDate', { daysAgo: 0 }],
    ['status', 'all'],
    ['pageNo', '1'],
    ['pageSize', '10'],
  ] satisfies [string, string | { daysAgo: number }][],
});

export const routes = defineRoutes('mf-cashier', exposes, [
  {
    key: 'deposit',
    path: paths.deposit,
    module: './DepositPage',
    titles: { bn: 'জমা', en: 'Deposit' },
    gate: 'member',
    // a member's header has its button on every first screen: the page opens at once
    prefetch: 'member',
    // the channels and the member's limits: a deep link's HTML starts the calls beside mf-cashier's code
    calls: [{ path: depositCalls.channels.path }, { path: protectionCalls.limits.path }],
  },
  {
    key: 'withdraw',
    path: paths.withdraw,
    module: './WithdrawPage',
    titles: { bn: 'উত্তোলন', en: 'Withdraw' },
    gate: 'member',
    flags: ['WITHDRAW3'],
    calls: [{ path: withdrawCalls.settings.path }, { path: withdrawCalls.accounts.path }],
  },
  {
    key: 'upLineTransfer',
    path: paths.upLineTransfer,
    module: './UpLineTransferPage',
    titles: { bn: 'আপলাইনে স্থানান্তর', en: 'Transfer to upline' },
    gate: 'member',
    flags: ['AGETRANSFERUP3'],
  },
  {
    key: 'depositRecord',
    path: paths.depositRecord,
    module: './DepositRecordPage',
    titles: { bn: 'জমার রেকর্ড', en: 'Deposit records' },
    gate: 'member',
    flags: ['DEPRECM3'],
    calls: [firstRecords(cashierRecordCalls.deposits.path)],
  },
  {
    key: 'withdrawRecord',
    path: paths.withdrawRecord,
    module: './WithdrawRecordPage',
    titles: { bn: 'উত্তোলনের রেকর্ড', en: 'Withdrawal records' },
    gate: 'member',
    flags: ['WITHREC3'],
    calls: [firstRecords(cashierRecordCalls.withdrawals.path)],
  },
]);
