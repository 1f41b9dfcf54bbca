import './records.i18n.ts';

export { GameRecords } from './components/game-records.tsx';
export { ManualRebate } from './components/manual-rebate.tsx';
export { ProfitAndLoss } from './components/profit-and-loss.tsx';
export { RebateReport } from './components/rebate-report.tsx';
export { TransactionRecords } from './components/transaction-records.tsx';
export { preloadTransactions } from './api/records-api.ts';
