import { TransactionRecords } from '../features/records/index.ts';

export { preloadTransactions as preload } from '../features/records/index.ts';

/** /m/transaction/record (and ?types=A): the account record. */
export default function TransactionRecordPage() {
  return <TransactionRecords />;
}
