// Deposit and withdrawal records: /m/vouReport, /m/withdrawReport.
export { DepositRecords, WithdrawRecords } from './components/cashier-records.tsx';
export { preloadDepositRecords, preloadWithdrawRecords } from './api/records-api.ts';
