import { paths, runStandalone } from '@wl/shared';

// mf-agent on its own, for its team: `pnpm --filter mf-agent dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-agent', [
  { path: paths.agent, title: 'AgentHomePage', load: () => import('./pages/agent-home-page.tsx') },
  { path: paths.agentTeamOverview, title: 'TeamOverviewPage', load: () => import('./pages/team-overview-page.tsx') },
  { path: paths.agentTeamPnl, title: 'TeamPnlPage', load: () => import('./pages/team-pnl-page.tsx') },
  { path: paths.memberTeam, title: 'MemberTeamPage', load: () => import('./pages/member-team-page.tsx') },
  { path: paths.memberTeamRebate, title: 'TeamRebatePage', load: () => import('./pages/team-rebate-page.tsx') },
  { path: paths.teamBetting, title: 'TeamBettingPage', load: () => import('./pages/team-betting-page.tsx') },
  { path: paths.agentRebate, title: 'AgentRebatePage', load: () => import('./pages/agent-rebate-page.tsx') },
  { path: paths.agentDividend, title: 'AgentDividendPage', load: () => import('./pages/agent-dividend-page.tsx') },
  { path: paths.salaryContract, title: 'SalaryContractPage', load: () => import('./pages/salary-contract-page.tsx') },
  { path: paths.dividendContract, title: 'DividendContractPage', load: () => import('./pages/dividend-contract-page.tsx') },
  { path: paths.hourContract, title: 'HourContractPage', load: () => import('./pages/hour-contract-page.tsx') },
]);
