import { NotBuiltRoute } from '@wl/shared';

/** hourContract: built by a later issue; until then the page says so. */
export default function HourContractPage() {
  return <NotBuiltRoute route="hourContract" owner="mf-agent" />;
}
