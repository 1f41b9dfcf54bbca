// Deposit and withdrawal records: /m/vouReport, /m/withdrawReport.
export { DepositRecords, WithdrawRecords } from './components/cashier-records.tsx';
export { preloadDepositRecords } from './api/records-api.ts';
