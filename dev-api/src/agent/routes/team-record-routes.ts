import type { Route, RouteContext } from '../../server/route.ts';
import { periodFromQuery } from '../../records/period.ts';
import { recordsPaging } from '../../records/repo/paged.ts';
import { filterParam } from '../../records/routes/query.ts';
import { teamBetting, teamRebate, type TeamRecordQuery } from '../repo/team-records.ts';
import { teamRoute } from './team-query.ts';

function recordQuery(ctx: RouteContext): TeamRecordQuery {
  return {
    period: periodFromQuery(ctx.query, ctx.now),
    account: ctx.query.get('account') ?? '',
    gameType: filterParam(ctx.query, 'gameType'),
    vendor: filterParam(ctx.query, 'vendor'),
    ...recordsPaging(ctx.query),
  };
}

export const teamRecordRoutes: Route[] = [
  // Team betting. Query: startDate, endDate, account, vendor, gameType, parentId, pageNo, pageSize.
  teamRoute('GET', '/wps/relay/ODSFE2_TeamBetRecord', (ctx, { memberIds, db }) =>
    teamBetting(db, memberIds, recordQuery(ctx), ctx.language),
  ),
  // Team rebate. Query: startDate, endDate, account, vendor, gameType, parentId, pageNo, pageSize.
  teamRoute('GET', '/wps/relay/ODSFE2_TeamRebate', (ctx, { memberIds, db }) => teamRebate(db, memberIds, recordQuery(ctx))),
];
