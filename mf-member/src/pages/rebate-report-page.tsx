import { NotBuiltRoute } from '@wl/shared';

/** rebateReport: built by a later issue; until then the page says so. */
export default function RebateReportPage() {
  return <NotBuiltRoute route="rebateReport" owner="mf-member" />;
}
