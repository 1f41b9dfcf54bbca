import type { Route } from '../server/route.ts';
import { agentHomeRoutes } from './routes/agent-home-routes.ts';
import { commissionRoutes } from './routes/commission-routes.ts';
import { contractRoutes } from './routes/contract-routes.ts';
import { devAgentRoutes } from './routes/dev-agent-routes.ts';
import { teamKpiRoutes } from './routes/team-kpi-routes.ts';
import { teamMemberRoutes } from './routes/team-member-routes.ts';
import { teamRecordRoutes } from './routes/team-record-routes.ts';

/** The agency centre's calls (CONTRACT.md, section 18). */
export const agentRoutes: Route[] = [
  ...agentHomeRoutes,
  ...teamKpiRoutes,
  ...teamMemberRoutes,
  ...teamRecordRoutes,
  ...commissionRoutes,
  ...contractRoutes,
  ...devAgentRoutes,
];
