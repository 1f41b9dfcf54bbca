import { WithdrawScreen } from '../features/withdraw/index.ts';

/** /m/withdraw: withdraw to a bound e-wallet or bank account. */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
