import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { DIVIDEND_STATUSES, type DividendPeriod } from '../dividends.ts';
import { dateRange, isoTime, money } from './shapes.ts';

// The agent's commission on the team's valid bets and its dividends (dev-api/CONTRACT.md section 18).

export const dividendPeriod = v.object({
  startDate: v.string(),
  endDate: v.string(),
  status: v.picklist(DIVIDEND_STATUSES),
  /** -netProfit of the team in the half month */
  teamLoss: money,
  activeMembers: v.number(),
  tierLevel: v.nullable(v.number()),
  /** percent of the loss */
  rate: v.number(),
  amount: money,
  settledAt: v.nullable(isoTime),
  contractId: v.number(),
}) satisfies v.GenericSchema<DividendPeriod>;

export const agentRebate = v.object({
  startDate: v.string(),
  endDate: v.string(),
  teamValidBet: money,
  activeMembers: v.number(),
  tiers: v.array(v.object({ level: v.number(), minTeamValidBet: money, rate: v.number() })),
  tier: v.object({ level: v.number(), rate: v.number() }),
  byGameType: v.array(v.object({ gameType: v.string(), gameTypeName: v.string(), validBet: money, rate: v.number(), commission: money })),
  commission: money,
  /** three sentences in the request's language: the team's valid bets, the tier reached, the sum */
  computation: v.array(v.string()),
});

export const commissionCalls = {
  agentRebate: defineCall({
    name: 'MCS2_agentRebate',
    method: 'GET',
    path: relay('MCS2_agentRebate'),
    query: v.object(dateRange),
    value: agentRebate,
  }),
  dividendInfo: defineCall({
    name: 'MCS2_dividendInfo',
    method: 'GET',
    path: relay('MCS2_dividendInfo'),
    /** enabled false (the rest empty): no dividend for this agent, the home hides its entry */
    value: v.object({ enabled: v.boolean(), current: v.nullable(dividendPeriod), paidTotal: money }),
  }),
  dividendHistory: defineCall({
    name: 'MCS2_dividendHistory',
    method: 'GET',
    path: relay('MCS2_dividendHistory'),
    query: v.object({ pageNo: v.number(), pageSize: v.number() }),
    value: v.object({
      list: v.array(dividendPeriod),
      currentPage: v.number(),
      totalPages: v.number(),
      totals: v.object({ paidCount: v.number(), paidAmount: money }),
    }),
  }),
};

export type AgentRebate = v.InferOutput<typeof agentRebate>;
export type DividendInfo = v.InferOutput<typeof commissionCalls.dividendInfo.value>;
export type DividendHistory = v.InferOutput<typeof commissionCalls.dividendHistory.value>;
export type { DividendPeriod, DividendStatus } from '../dividends.ts';
