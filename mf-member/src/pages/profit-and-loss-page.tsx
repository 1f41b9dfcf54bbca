import { NotBuiltRoute } from '@wl/shared';

/** profitAndLoss: built by a later issue; until then the page says so. */
export default function ProfitAndLossPage() {
  return <NotBuiltRoute route="profitAndLoss" owner="mf-member" />;
}
