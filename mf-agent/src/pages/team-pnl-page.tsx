import { TeamKpiScreen } from '../features/kpi/index.ts';

/** /m/agent/team/pnl: the team's KPIs by period. */
export default function TeamPnlPage() {
  return <TeamKpiScreen source="pnl" />;
}
