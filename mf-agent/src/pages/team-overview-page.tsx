import { TeamKpiScreen } from '../features/kpi/index.ts';

/** /m/agent/team/overview: the team's KPIs by period. */
export default function TeamOverviewPage() {
  return <TeamKpiScreen source="overview" />;
}
