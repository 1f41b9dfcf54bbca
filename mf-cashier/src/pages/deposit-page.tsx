import { DepositScreen } from '../features/deposit/index.ts';

/** /m/voucherCenter: deposit by e-wallet, bank transfer or online gateway. */
export default function DepositPage() {
  return <DepositScreen />;
}
