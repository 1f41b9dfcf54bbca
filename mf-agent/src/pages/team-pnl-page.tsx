import { AgentGate } from '../features/access/index.ts';
import { TeamKpiScreen } from '../features/kpi/index.ts';

/** /m/agent/team/pnl: the team's KPIs by period. */
export default function TeamPnlPage() {
  return (
    <AgentGate>
      <TeamKpiScreen source="pnl" />
    </AgentGate>
  );
}
