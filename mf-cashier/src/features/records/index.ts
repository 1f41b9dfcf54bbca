// Deposit and withdrawal records: /m/vouReport, /m/withdrawReport.
export { DepositRecords } from './components/deposit-records.tsx';
export { WithdrawRecords } from './components/withdraw-records.tsx';
