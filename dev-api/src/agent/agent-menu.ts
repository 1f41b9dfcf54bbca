/**
 * The agent home's navigation grid: each item's key (the front end's route key in @wl/kit's paths)
 * and the whitelabel flag that enables it. Customer service has no flag: it is always there.
 */
const AGENT_MENU: { key: string; modId: string | null }[] = [
  { key: 'agentTeamOverview', modId: 'AGEINFO3' },
  { key: 'agentTeamPnl', modId: 'AGETEAMPNL3' },
  { key: 'memberTeam', modId: 'AGETEAM3' },
  { key: 'teamBetting', modId: 'AGETEAMBET3' },
  { key: 'memberTeamRebate', modId: 'AGETEAMREB3' },
  { key: 'agentRebate', modId: 'AGEREB3' },
  { key: 'agentDividend', modId: 'AGEDIV3' },
  { key: 'salaryContract', modId: 'DAILYSALCONT3' },
  { key: 'dividendContract', modId: 'DIVCONT3' },
  { key: 'hourContract', modId: 'HOURSAL3' },
  { key: 'agentRegister', modId: 'AGEREG3' },
  { key: 'inbox', modId: 'MAILCEN' },
  { key: 'memberNotice', modId: 'AGENOTICE3' },
  { key: 'service', modId: null },
];

export function agentMenu(flags: Record<string, boolean>) {
  const items = AGENT_MENU.map((item) => ({ ...item, enabled: item.modId === null || flags[item.modId] === true }));
  return { items, enabledKeys: items.filter((i) => i.enabled).map((i) => i.key) };
}
