import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { moneyFigures } from './money-figures.ts';
import { dateRange, isoTime, money, paging } from './shapes.ts';

// The agent's team (dev-api/CONTRACT.md section 18): its KPIs, its profit and loss per member, and the
// downline. An agent reads only its own team; parentId drills into a sub-agent's.

/** A period's team KPIs: the money figures and the counts (netProfit negative: the team lost). */
export const kpis = v.object({
  ...moneyFigures.entries,
  registrations: v.number(),
  firstDeposits: v.number(),
  netProfit: money,
  activeMembers: v.number(),
});

export const kpiDay = v.object({ ...kpis.entries, date: v.string() });

/** The home's counts of a period, beside the KPIs in teamInfo's footer. */
export const teamFooter = v.object({
  teamMemberCount: v.number(),
  teamLoginMemberCount: v.number(),
  teamBetMemberCount: v.number(),
  teamRegisterMemberCount: v.number(),
  teamOnlineCount: v.number(),
});

export const pnlRow = v.object({
  memberId: v.number(),
  account: v.string(),
  nickname: v.nullable(v.string()),
  type: v.number(),
  level: v.number(),
  betCount: v.number(),
  deposits: money,
  withdrawals: money,
  bets: money,
  wins: money,
  bonuses: money,
  rebates: money,
  netProfit: money,
});

export const downlineMember = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.nullable(v.string()),
  type: v.number(),
  isAgent: v.boolean(),
  /** levels below the list's parent */
  level: v.number(),
  parentAccount: v.string(),
  regDate: isoTime,
  lastLoginAt: v.nullable(isoTime),
  balance: money,
  online: v.boolean(),
  directCount: v.number(),
  teamCount: v.number(),
});

const pages = { currentPage: v.number(), totalPages: v.number() };

export const agentTeamCalls = {
  teamInfo: defineCall({
    name: 'teamInfo',
    method: 'GET',
    path: '/wps/agent/teamInfo',
    moduleId: 'AGEINFO3',
    /** no dates: today (the home's counts); size 0: no member list */
    query: v.object({ ...dateRange, size: v.optional(v.number()), parentId: v.optional(v.string()) }),
    value: v.object({ footer: v.object({ ...teamFooter.entries, ...kpis.entries }), days: v.array(kpiDay) }),
  }),
  teamPnl: defineCall({
    name: 'ODSFE2_TeamPNL',
    method: 'GET',
    path: relay('ODSFE2_TeamPNL'),
    query: v.object({ ...dateRange, parentId: v.optional(v.string()), ...paging }),
    value: v.object({ totals: kpis, days: v.array(kpiDay), list: v.array(pnlRow), ...pages }),
  }),
  downline: defineCall({
    name: 'teamMembers',
    method: 'GET',
    path: '/wps/agent/team/members',
    /** type: 'member', 'agent' or a type number; online: '1' or '0'; account searches every level below */
    query: v.object({
      parentId: v.optional(v.string()),
      account: v.optional(v.string()),
      type: v.optional(v.string()),
      online: v.optional(v.string()),
      ...paging,
    }),
    value: v.object({
      /** the breadcrumbs, the caller first */
      parent: v.array(v.object({ id: v.number(), account: v.string(), type: v.number() })),
      footer: v.object({ memberCount: v.number(), onlineCount: v.number(), balance: money }),
      list: v.array(downlineMember),
      ...pages,
    }),
  }),
};

export type Kpis = v.InferOutput<typeof kpis>;
export type KpiDay = v.InferOutput<typeof kpiDay>;
export type TeamFooter = v.InferOutput<typeof teamFooter>;
export type PnlRow = v.InferOutput<typeof pnlRow>;
export type DownlineMember = v.InferOutput<typeof downlineMember>;
export type DownlinePage = v.InferOutput<typeof agentTeamCalls.downline.value>;
