import { NotBuiltRoute } from '@wl/shared';

/** deposit: built by a later issue; until then the page says so. */
export default function DepositPage() {
  return <NotBuiltRoute route="deposit" owner="mf-cashier" />;
}
