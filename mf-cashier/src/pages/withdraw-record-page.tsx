import { NotBuiltRoute } from '@wl/shared';

/** withdrawRecord: built by a later issue; until then the page says so. */
export default function WithdrawRecordPage() {
  return <NotBuiltRoute route="withdrawRecord" owner="mf-cashier" />;
}
