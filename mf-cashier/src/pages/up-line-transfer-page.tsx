import { NotBuiltRoute } from '@wl/shared';

/** upLineTransfer: built by a later issue; until then the page says so. */
export default function UpLineTransferPage() {
  return <NotBuiltRoute route="upLineTransfer" owner="mf-cashier" />;
}
