import { WithdrawScreen } from '../features/withdraw/index.ts';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadWithdraw as preload } from '../features/withdraw/index.ts';

/** /m/withdraw: withdraw to a bound e-wallet or bank account. */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
