import { NotBuiltRoute } from '@wl/shared';

/** depositRecord: built by a later issue; until then the page says so. */
export default function DepositRecordPage() {
  return <NotBuiltRoute route="depositRecord" owner="mf-cashier" />;
}
