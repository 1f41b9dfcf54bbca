import type { Route } from '../../server/route.ts';
import { periodFromQuery } from '../../records/period.ts';
import { pagedReply, recordsPaging } from '../../records/repo/paged.ts';
import { loginCount, memberRows, onlineIds, teamKpis } from '../repo/team-report.ts';
import { teamRoute } from './team-query.ts';

export const teamKpiRoutes: Route[] = [
  // AGEINFO3. Query: startDate, endDate (absent: today, the home's counts), size (0: no member list), parentId.
  teamRoute('GET', '/wps/agent/teamInfo', (ctx, { rootId, memberIds, db }) => {
    const period = periodFromQuery(ctx.query, ctx.now, true);
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
  }),
  // Team profit and loss. Query: startDate, endDate, parentId, pageNo, pageSize.
  teamRoute('GET', '/wps/relay/ODSFE2_TeamPNL', (ctx, { rootId, memberIds, db }) => {
    const period = periodFromQuery(ctx.query, ctx.now);
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
  }),
];
