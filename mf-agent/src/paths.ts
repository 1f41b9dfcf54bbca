// mf-agent's own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here. Apart from the manifest so that a page's code carries the addresses, not the titles.
export const paths = {
  agent: '/m/agent',
  agentTeamOverview: '/m/agent/team/overview',
  agentTeamPnl: '/m/agent/team/pnl',
  memberTeam: '/m/member/team',
  memberTeamRebate: '/m/member/teamRebate',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;
