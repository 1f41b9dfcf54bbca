import type { DatabaseSync } from 'node:sqlite';
import type { Route } from '../../server/route.ts';
import { periodFromQuery, type Period } from '../../records/period.ts';
import { figureCells, groupFigures } from '../../records/repo/figures.ts';
import { pagedReply, recordsPaging } from '../../records/repo/paged.ts';
import { memberFacts } from '../repo/downline.ts';
import { loginCount, moneyView, onlineIds, teamKpis } from '../repo/team-report.ts';
import { teamOf } from '../repo/team-tree.ts';
import { teamScope } from './team-query.ts';

/** Per-member figures of a team over a period: members with any activity, by account. */
function memberRows(db: DatabaseSync, rootId: number, memberIds: number[], period: Period) {
  const byMember = groupFigures(figureCells(db, memberIds, period), (c) => c.memberId);
  const facts = memberFacts(db, [...byMember.keys()]);
  const levels = new Map(teamOf(db, rootId).map((m) => [m.id, m.level]));
  return [...byMember.entries()]
    .map(([id, f]) => ({
      memberId: id,
      account: facts.get(id)!.username,
      nickname: facts.get(id)!.nickname,
      type: facts.get(id)!.type,
      level: levels.get(id) ?? null,
      betCount: f.betCount,
      ...moneyView(f),
    }))
    .sort((a, b) => a.account.localeCompare(b.account));
}

export const teamKpiRoutes: Route[] = [
  {
    // AGEINFO3. Query: startDate, endDate (absent: today, the home's counts), size (0: no member list), parentId.
    method: 'GET',
    path: '/wps/agent/teamInfo',
    auth: true,
    handle: (ctx) => {
      const { rootId, memberIds, db } = teamScope(ctx);
      const period = periodFromQuery(ctx.query, ctx.now, ctx.language, true);
      const { total, days } = teamKpis(db, memberIds, period);
      const size = Math.min(100, Math.max(0, Math.floor(Number(ctx.query.get('size') ?? 0)) || 0));
      return {
        startDate: period.startDate,
        endDate: period.endDate,
        footer: {
          teamMemberCount: memberIds.length,
          teamLoginMemberCount: loginCount(db, memberIds, period),
          teamBetMemberCount: total.activeMembers,
          teamRegisterMemberCount: total.registrations,
          teamOnlineCount: onlineIds(db, memberIds, ctx.now).size,
          ...total,
        },
        days,
        list: size > 0 ? memberRows(db, rootId, memberIds, period).slice(0, size) : [],
      };
    },
  },
  {
    // Team profit and loss. Query: startDate, endDate, parentId, pageNo, pageSize.
    method: 'GET',
    path: '/wps/relay/ODSFE2_TeamPNL',
    auth: true,
    handle: (ctx) => {
      const { rootId, memberIds, db } = teamScope(ctx);
      const period = periodFromQuery(ctx.query, ctx.now, ctx.language);
      const { page, size } = recordsPaging(ctx.query);
      const { total, days } = teamKpis(db, memberIds, period);
      const rows = memberRows(db, rootId, memberIds, period);
      return {
        startDate: period.startDate,
        endDate: period.endDate,
        totals: total,
        days,
        ...pagedReply(rows.slice((page - 1) * size, page * size), page, size, rows.length),
      };
    },
  },
];
