import { NotBuiltRoute } from '@wl/shared';

/** withdraw: built by a later issue; until then the page says so. */
export default function WithdrawPage() {
  return <NotBuiltRoute route="withdraw" owner="mf-cashier" />;
}
