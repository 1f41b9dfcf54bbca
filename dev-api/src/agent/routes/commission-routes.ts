import type { Route } from '../../server/route.ts';
import { dhakaDay, periodFromQuery } from '../../records/period.ts';
import { pagedReply, recordsPaging } from '../../records/repo/paged.ts';
import { NO_DIVIDEND_TYPES, agentRoute } from '../agent-guard.ts';
import { agentCommission } from '../repo/commission.ts';
import { contractInForce, contractView } from '../repo/contracts.ts';
import { dividendPeriods } from '../repo/dividends.ts';
import { teamIds } from '../repo/team-tree.ts';

export const commissionRoutes: Route[] = [
  // Agent rebate: the commission on the team's valid bets, its tiers and how it was computed.
  // Query: startDate, endDate.
  agentRoute('GET', '/wps/relay/MCS2_agentRebate', (ctx, agent) =>
    agentCommission(ctx.db, teamIds(ctx.db, agent.id), periodFromQuery(ctx.query, ctx.now), ctx.language),
  ),
  // Dividend summary for the agent home and the dividend screen. Types 41 and 42 have no dividends.
  agentRoute('GET', '/wps/relay/MCS2_dividendInfo', (ctx, agent) => {
    const contract = NO_DIVIDEND_TYPES.includes(agent.type) ? null : contractInForce(ctx.db, agent.id, 'DIVIDEND', dhakaDay(ctx.now));
    if (!contract) return { enabled: false, contract: null, current: null, lastSettled: null, paidTotal: 0 };
    const periods = dividendPeriods(ctx.db, agent.id, ctx.now);
    return {
      enabled: true,
      contract: contractView(ctx.db, contract, ctx.language),
      current: periods.find((p) => p.status === 'ACCRUING') ?? null,
      lastSettled: periods.find((p) => p.status === 'PAID' || p.status === 'NONE') ?? null,
      paidTotal: periods.filter((p) => p.status === 'PAID').reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100,
    };
  }),
  // The dividend periods of the last 90 days with their status, newest first. Query: pageNo, pageSize.
  agentRoute('GET', '/wps/relay/MCS2_dividendHistory', (ctx, agent) => {
    const periods = NO_DIVIDEND_TYPES.includes(agent.type) ? [] : dividendPeriods(ctx.db, agent.id, ctx.now);
    const { page, size } = recordsPaging(ctx.query);
    const paid = periods.filter((p) => p.status === 'PAID');
    return {
      ...pagedReply(periods.slice((page - 1) * size, page * size), page, size, periods.length),
      totals: { paidCount: paid.length, paidAmount: paid.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100 },
    };
  }),
];
