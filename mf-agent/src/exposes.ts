// What this remote exposes to the shell: the pages of its routes (shell/src/app/route-table.ts).
export const exposes = {
  './AgentHomePage': './src/pages/agent-home-page.tsx',
  './TeamOverviewPage': './src/pages/team-overview-page.tsx',
  './TeamPnlPage': './src/pages/team-pnl-page.tsx',
  './MemberTeamPage': './src/pages/member-team-page.tsx',
  './TeamRebatePage': './src/pages/team-rebate-page.tsx',
  './TeamBettingPage': './src/pages/team-betting-page.tsx',
  './AgentRebatePage': './src/pages/agent-rebate-page.tsx',
  './AgentDividendPage': './src/pages/agent-dividend-page.tsx',
  './SalaryContractPage': './src/pages/salary-contract-page.tsx',
  './DividendContractPage': './src/pages/dividend-contract-page.tsx',
  './HourContractPage': './src/pages/hour-contract-page.tsx',
};
