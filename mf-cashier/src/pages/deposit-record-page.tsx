import { MemberGate } from '../components/gate/member-gate.tsx';
import { DepositRecords } from '../features/records/index.ts';

/** /m/vouReport: deposit records. */
export default function DepositRecordPage() {
  return (
    <MemberGate>
      <DepositRecords />
    </MemberGate>
  );
}
