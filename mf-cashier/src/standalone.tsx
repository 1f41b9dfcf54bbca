import '@wl/shared/styles.css';
import { paths, runStandalone } from '@wl/shared';
import { withDevSession } from './dev/dev-session.tsx';

// mf-cashier on its own, for its team: `pnpm --filter mf-cashier dev` (the dev API on :8090 behind the proxy).
// Each page has a session bar above it (no shell here, so no login dialog). /dev/records-kit is the
// records-list kit's demo (issue 8): here only, never exposed to the shell.
void runStandalone('mf-cashier', [
  { path: paths.deposit, title: 'DepositPage', load: withDevSession(() => import('./pages/deposit-page.tsx')) },
  { path: paths.withdraw, title: 'WithdrawPage', load: withDevSession(() => import('./pages/withdraw-page.tsx')) },
  { path: paths.upLineTransfer, title: 'UpLineTransferPage', load: withDevSession(() => import('./pages/up-line-transfer-page.tsx')) },
  { path: paths.depositRecord, title: 'DepositRecordPage', load: withDevSession(() => import('./pages/deposit-record-page.tsx')) },
  { path: paths.withdrawRecord, title: 'WithdrawRecordPage', load: withDevSession(() => import('./pages/withdraw-record-page.tsx')) },
  { path: '/dev/records-kit', title: 'Records kit demo', load: () => import('./dev/records-kit-demo.tsx') },
]);
