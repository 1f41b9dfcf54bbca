import { NotBuiltRoute } from '@wl/shared';

/** dividendContract: built by a later issue; until then the page says so. */
export default function DividendContractPage() {
  return <NotBuiltRoute route="dividendContract" owner="mf-agent" />;
}
