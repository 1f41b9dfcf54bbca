import { MemberGate } from '../components/gate/member-gate.tsx';
import { DepositScreen } from '../features/deposit/index.ts';

/** /m/voucherCenter: deposit by e-wallet, bank transfer or online gateway. */
export default function DepositPage() {
  return (
    <MemberGate>
      <DepositScreen />
    </MemberGate>
  );
}
