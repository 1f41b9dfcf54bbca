// The routes mf-agent serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { defineRoutes } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

export const routes = defineRoutes('mf-agent', exposes, [
  {
    key: 'agent',
    path: paths.agent,
    module: './AgentHomePage',
    titles: { bn: 'এজেন্সি কেন্দ্র', en: 'Agency centre' },
    layout: { header: false, bottomMenu: false },
    gate: 'agent',
    // spec section 4: no session, or member types 0, 4 and 40, go to /m/home
    redirect: { signIn: 'home', agentOnly: 'home' },
  },
  {
    key: 'agentTeamOverview',
    path: paths.agentTeamOverview,
    module: './TeamOverviewPage',
    titles: { bn: 'টিমের সারসংক্ষেপ', en: 'Team overview' },
    gate: 'agent',
    flags: ['AGEINFO3'],
  },
  {
    key: 'agentTeamPnl',
    path: paths.agentTeamPnl,
    module: './TeamPnlPage',
    titles: { bn: 'টিমের লাভ-ক্ষতি', en: 'Team profit and loss' },
    gate: 'agent',
    flags: ['AGETEAMPNL3'],
  },
  {
    key: 'memberTeam',
    path: paths.memberTeam,
    module: './MemberTeamPage',
    titles: { bn: 'টিমের সদস্য', en: 'Team members' },
    gate: 'agent',
    flags: ['AGETEAM3'],
  },
  {
    key: 'memberTeamRebate',
    path: paths.memberTeamRebate,
    module: './TeamRebatePage',
    titles: { bn: 'টিম রিবেট', en: 'Team rebate' },
    gate: 'agent',
    flags: ['AGETEAMREB3'],
  },
  {
    key: 'teamBetting',
    path: paths.teamBetting,
    module: './TeamBettingPage',
    titles: { bn: 'টিমের বাজি', en: 'Team betting' },
    gate: 'agent',
    flags: ['AGETEAMBET3'],
  },
  {
    key: 'agentRebate',
    path: paths.agentRebate,
    module: './AgentRebatePage',
    titles: { bn: 'এজেন্ট রিবেট', en: 'Agent rebate' },
    gate: 'agent',
    flags: ['AGEREB3'],
  },
  {
    key: 'agentDividend',
    path: paths.agentDividend,
    module: './AgentDividendPage',
    titles: { bn: 'এজেন্ট লভ্যাংশ', en: 'Agent dividend' },
    gate: 'agent',
    flags: ['AGEDIV3'],
  },
  {
    key: 'salaryContract',
    path: paths.salaryContract,
    module: './SalaryContractPage',
    titles: { bn: 'দৈনিক বেতন চুক্তি', en: 'Daily salary contract' },
    gate: 'agent',
    flags: ['DAILYSALCONT3'],
  },
  {
    key: 'dividendContract',
    path: paths.dividendContract,
    module: './DividendContractPage',
    titles: { bn: 'লভ্যাংশ চুক্তি', en: 'Dividend contract' },
    gate: 'agent',
    flags: ['DIVCONT3'],
  },
  {
    key: 'hourContract',
    path: paths.hourContract,
    module: './HourContractPage',
    titles: { bn: 'ঘণ্টাভিত্তিক বেতন চুক্তি', en: 'Hourly salary contract' },
    gate: 'agent',
    flags: ['HOURSAL3'],
  },
]);
