import { paths, runStandalone } from '@wl/shared';

// mf-cashier on its own, for its team: `pnpm --filter mf-cashier dev` (the dev API on :8090 behind the proxy).
// /dev/records-kit is the records-list kit's demo (issue 8): here only, never exposed to the shell.
void runStandalone('mf-cashier', [
  { path: paths.deposit, title: 'DepositPage', load: () => import('./pages/deposit-page.tsx') },
  { path: paths.withdraw, title: 'WithdrawPage', load: () => import('./pages/withdraw-page.tsx') },
  { path: paths.upLineTransfer, title: 'UpLineTransferPage', load: () => import('./pages/up-line-transfer-page.tsx') },
  { path: paths.depositRecord, title: 'DepositRecordPage', load: () => import('./pages/deposit-record-page.tsx') },
  { path: paths.withdrawRecord, title: 'WithdrawRecordPage', load: () => import('./pages/withdraw-record-page.tsx') },
  { path: '/dev/records-kit', title: 'Records kit demo', load: () => import('./dev/records-kit-demo.tsx') },
]);
