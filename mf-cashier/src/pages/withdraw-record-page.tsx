import { WithdrawRecords } from '../features/records/index.ts';

export { preloadWithdrawRecords as preload } from '../features/records/index.ts';

/** /m/withdrawReport: withdrawal records. */
export default function WithdrawRecordPage() {
  return <WithdrawRecords />;
}
