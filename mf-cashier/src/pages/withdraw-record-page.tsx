import { MemberGate } from '../components/gate/member-gate.tsx';
import { WithdrawRecords } from '../features/records/index.ts';

/** /m/withdrawReport: withdrawal records. */
export default function WithdrawRecordPage() {
  return (
    <MemberGate>
      <WithdrawRecords />
    </MemberGate>
  );
}
