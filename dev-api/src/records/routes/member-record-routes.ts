import { type Route, sessionRoute } from '../../server/route.ts';
import { GAME_TYPE_CODES, GAME_TYPES, gameTypeName, percentOf } from '../game-types.ts';
import { dayLabel, daysOf, periodFromQuery } from '../period.ts';
import { listBets } from '../repo/bet-records.ts';
import { figureCells, figuresView, groupFigures, sumFigures, ZERO_FIGURES } from '../repo/figures.ts';
import { recordsPaging } from '../repo/paged.ts';
import { rebateReport } from '../repo/rebate-report.ts';
import { filterParam } from './query.ts';

/** The member's own records: betting record, profit and loss, rebate report (CONTRACT.md, section 17). */
export const memberRecordRoutes: Route[] = [
  // Query: startDate, endDate (max 90 days), gameType, vendor, status, pageNo, pageSize.
  sessionRoute('GET', '/wps/relay/ODS2_MemberBetRecord', (ctx, member) => {
    const { page, size } = recordsPaging(ctx.query);
    const filter = {
      period: periodFromQuery(ctx.query, ctx.now),
      gameType: filterParam(ctx.query, 'gameType'),
      vendor: filterParam(ctx.query, 'vendor'),
      status: filterParam(ctx.query, 'status'),
    };
    return listBets(ctx.db, [member.id], filter, page, size, ctx.language);
  }),
  {
    // The betting record's filter choices: game types (with rebate rates) and which vendors offer each.
    method: 'GET',
    path: '/wps/relay/ODS2_BetRecordFilters',
    handle: (ctx) => {
      const pairs = ctx.db
        .prepare(
          'SELECT DISTINCT g.game_category AS type, v.code, v.name, v.sort FROM lobby_games g JOIN lobby_vendors v ON v.code = g.vendor ORDER BY v.sort',
        )
        .all() as { type: string; code: string; name: string }[];
      return {
        gameTypes: GAME_TYPE_CODES.map((code) => ({
          code,
          name: gameTypeName(code, ctx.language),
          rebateRate: percentOf(GAME_TYPES[code].rebateBp),
        })),
        vendors: [...new Map(pairs.map((p) => [p.code, p.name])).entries()].map(([code, name]) => ({
          code,
          name,
          gameTypes: pairs.filter((p) => p.code === code).map((p) => p.type),
        })),
      };
    },
  },
  // Query: startDate, endDate. net = wins + bonuses + rebates - bets.
  sessionRoute('GET', '/wps/relay/ODSFE2_MemPNL', (ctx, member) => {
    const period = periodFromQuery(ctx.query, ctx.now);
    const cells = figureCells(ctx.db, [member.id], period);
    const byDay = groupFigures(cells, (c) => c.day);
    return {
      startDate: period.startDate,
      endDate: period.endDate,
      ...figuresView(sumFigures(cells)),
      days: daysOf(period).map((day) => ({ date: dayLabel(day), ...figuresView(byDay.get(day) ?? ZERO_FIGURES) })),
    };
  }),
  // Query: startDate, endDate, pageNo, pageSize.
  sessionRoute('GET', '/wps/relay/ODSFE2_MemRebateReport', (ctx, member) => {
    const { page, size } = recordsPaging(ctx.query);
    return rebateReport(ctx.db, member.id, periodFromQuery(ctx.query, ctx.now), page, size, ctx.language);
  }),
];
