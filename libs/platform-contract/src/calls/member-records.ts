import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { moneyFigures } from './money-figures.ts';
import { dateRange, isoTime, money } from './shapes.ts';

// The member's records (dev-api/CONTRACT.md sections 15 and 17): the account record, the betting record,
// profit and loss, the rebate report and the manual rebate. Bangladesh days, server paging, money in taka.

const report = <Row extends v.GenericSchema, Totals extends v.GenericSchema>(row: Row, totals: Totals) =>
  v.object({
    list: v.array(row),
    currentPage: v.number(),
    totalPages: v.number(),
    showPageSize: v.number(),
    totalCount: v.number(),
    totals,
  });

const reportQuery = { ...dateRange, pageNo: v.number(), pageSize: v.number() };

export const transaction = v.object({
  id: v.number(),
  createdAt: isoTime,
  /** the ledger kind (GLS2_TxCodeList's code) */
  type: v.string(),
  typeName: v.string(),
  /** signed: a debit is negative */
  amount: money,
  balanceAfter: money,
  status: v.string(),
  reference: v.nullable(v.string()),
});
export const transactionTotals = v.object({ credit: money, debit: money, net: money });

export const betStatus = v.picklist(['SETTLED', 'UNSETTLED', 'CANCELLED']);
export const betRecord = v.object({
  id: v.number(),
  betTime: isoTime,
  /** null while open */
  settleTime: v.nullable(isoTime),
  gameType: v.string(),
  gameTypeName: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  gameName: v.string(),
  betAmount: money,
  validBetAmount: money,
  winAmount: money,
  /** win - bet; null unless settled */
  netAmount: v.nullable(money),
  status: betStatus,
});
/** the settled records' money over every page; open bets apart */
export const betTotals = v.object({
  betCount: v.number(),
  betAmount: money,
  validBetAmount: money,
  winAmount: money,
  netAmount: money,
  unsettledCount: v.number(),
  unsettledAmount: money,
});

const rebateFigures = { betCount: v.number(), validBet: money, rebate: money, claimed: money, unclaimed: money };
export const rebateDay = v.object({ date: v.string(), ...rebateFigures });
export const rebateTotals = v.object(rebateFigures);

export const memberRecordCalls = {
  transactions: defineCall({
    name: 'ODS2_MemberTransaction',
    method: 'GET',
    path: relay('ODS2_MemberTransaction'),
    /** types: ledger kinds, comma separated; 'all' every kind */
    query: v.object({ ...reportQuery, types: v.optional(v.string()) }),
    value: report(transaction, transactionTotals),
  }),
  txCodes: defineCall({
    name: 'GLS2_TxCodeList',
    method: 'GET',
    path: relay('GLS2_TxCodeList'),
    value: v.object({ list: v.array(v.object({ code: v.string(), name: v.string() })) }),
  }),
  bets: defineCall({
    name: 'ODS2_MemberBetRecord',
    method: 'GET',
    path: relay('ODS2_MemberBetRecord'),
    /** gameType, vendor, status: one, or 'ALL' */
    query: v.object({
      ...reportQuery,
      gameType: v.optional(v.string()),
      vendor: v.optional(v.string()),
      status: v.optional(v.string()),
    }),
    value: report(betRecord, betTotals),
  }),
  betFilters: defineCall({
    name: 'ODS2_BetRecordFilters',
    method: 'GET',
    path: relay('ODS2_BetRecordFilters'),
    value: v.object({
      gameTypes: v.array(v.object({ code: v.string(), name: v.string() })),
      vendors: v.array(v.object({ code: v.string(), name: v.string(), gameTypes: v.array(v.string()) })),
    }),
  }),
  profitAndLoss: defineCall({
    name: 'ODSFE2_MemPNL',
    method: 'GET',
    path: relay('ODSFE2_MemPNL'),
    query: v.object(dateRange),
    /** net = wins + bonuses + rebates - bets (negative: the member lost) */
    value: v.object({ ...moneyFigures.entries, startDate: v.string(), endDate: v.string(), net: money, betCount: v.number() }),
  }),
  rebateReport: defineCall({
    name: 'ODSFE2_MemRebateReport',
    method: 'GET',
    path: relay('ODSFE2_MemRebateReport'),
    query: v.object(reportQuery),
    value: report(rebateDay, rebateTotals),
  }),
};

export type Transaction = v.InferOutput<typeof transaction>;
export type TransactionTotals = v.InferOutput<typeof transactionTotals>;
export type TxCode = v.InferOutput<typeof memberRecordCalls.txCodes.value>['list'][number];
export type BetRecord = v.InferOutput<typeof betRecord>;
export type BetTotals = v.InferOutput<typeof betTotals>;
export type BetFilters = v.InferOutput<typeof memberRecordCalls.betFilters.value>;
export type ProfitAndLoss = v.InferOutput<typeof memberRecordCalls.profitAndLoss.value>;
export type RebateDay = v.InferOutput<typeof rebateDay>;
export type RebateTotals = v.InferOutput<typeof rebateTotals>;
