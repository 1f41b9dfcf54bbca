import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { dateRange, money, paging } from './shapes.ts';

// The team's betting and rebate reports (dev-api/CONTRACT.md section 18): settled bets only, a row per
// member (and vendor and game type for betting), totals over every row.

export const teamBetRow = v.object({
  memberId: v.number(),
  account: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  gameType: v.string(),
  gameTypeName: v.string(),
  betCount: v.number(),
  betAmount: money,
  validBetAmount: money,
  winAmount: money,
  netAmount: money,
});

export const teamRebateRow = v.object({
  memberId: v.number(),
  account: v.string(),
  betCount: v.number(),
  validBet: money,
  rebate: money,
  claimed: money,
  unclaimed: money,
});

const query = v.object({
  ...dateRange,
  /** part of an account, any case */
  account: v.optional(v.string()),
  gameType: v.optional(v.string()),
  vendor: v.optional(v.string()),
  parentId: v.optional(v.string()),
  ...paging,
});

const report = <Row extends v.ObjectSchema<v.ObjectEntries, undefined>, Totals extends v.ObjectEntries>(row: Row, totals: Totals) =>
  v.object({
    list: v.array(row),
    currentPage: v.number(),
    totalPages: v.number(),
    showPageSize: v.number(),
    totals: v.object(totals),
  });

export const teamRecordCalls = {
  bets: defineCall({
    name: 'ODSFE2_TeamBetRecord',
    method: 'GET',
    path: relay('ODSFE2_TeamBetRecord'),
    query,
    value: report(teamBetRow, {
      memberCount: v.number(),
      betCount: v.number(),
      betAmount: money,
      validBetAmount: money,
      winAmount: money,
      netAmount: money,
    }),
  }),
  rebates: defineCall({
    name: 'ODSFE2_TeamRebate',
    method: 'GET',
    path: relay('ODSFE2_TeamRebate'),
    query,
    value: report(teamRebateRow, {
      memberCount: v.number(),
      betCount: v.number(),
      validBet: money,
      rebate: money,
      claimed: money,
      unclaimed: money,
    }),
  }),
};

export type TeamBetRow = v.InferOutput<typeof teamBetRow>;
export type TeamRebateRow = v.InferOutput<typeof teamRebateRow>;
export type TeamBetTotals = v.InferOutput<typeof teamRecordCalls.bets.value>['totals'];
export type TeamRebateTotals = v.InferOutput<typeof teamRecordCalls.rebates.value>['totals'];
