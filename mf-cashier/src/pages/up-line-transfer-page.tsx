import { MemberGate } from '../components/gate/member-gate.tsx';
import { UplineScreen } from '../features/upline/index.ts';

/** /m/upLine/transfer: a member's transfer to the upline agent. */
export default function UpLineTransferPage() {
  return (
    <MemberGate>
      <UplineScreen />
    </MemberGate>
  );
}
