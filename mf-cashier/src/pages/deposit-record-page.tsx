import { DepositRecords } from '../features/records/index.ts';

export { preloadDepositRecords as preload } from '../features/records/index.ts';

/** /m/vouReport: deposit records. */
export default function DepositRecordPage() {
  return <DepositRecords />;
}
