import { DepositScreen } from '../features/deposit/index.ts';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadDeposit as preload } from '../features/deposit/index.ts';

/** /m/voucherCenter: deposit by e-wallet, bank transfer or online gateway. */
export default function DepositPage() {
  return <DepositScreen />;
}
