import { NotBuiltRoute } from '@wl/shared';

/** transactionRecord: built by a later issue; until then the page says so. */
export default function TransactionRecordPage() {
  return <NotBuiltRoute route="transactionRecord" owner="mf-member" />;
}
