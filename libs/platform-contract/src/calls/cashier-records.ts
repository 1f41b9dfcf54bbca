import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { depositFlow, depositStatus } from './cashier-deposit.ts';
import { withdrawalStatus } from './cashier-withdraw.ts';
import { isoTime, money, nullableText, pagedList } from './shapes.ts';

// The deposit and withdrawal reports (dev-api/CONTRACT.md section 15, "Reports"): Bangladesh days,
// status 'all' or one, server paging; totals over the whole range.

export const depositRecord = v.object({
  id: v.number(),
  orderNo: v.string(),
  createdAt: isoTime,
  channelName: v.string(),
  flow: depositFlow,
  amount: money,
  bonus: money,
  status: depositStatus,
  reference: v.string(),
  bankName: nullableText,
  senderNumber: nullableText,
  trxId: nullableText,
  payerName: nullableText,
  reason: nullableText,
});

export const withdrawRecord = v.object({
  id: v.number(),
  orderNo: v.string(),
  createdAt: isoTime,
  channelName: v.string(),
  maskedNumber: v.string(),
  amount: money,
  status: withdrawalStatus,
  reason: nullableText,
});

const reportQuery = v.object({
  startDate: v.string(),
  endDate: v.string(),
  status: v.string(),
  pageNo: v.number(),
  pageSize: v.number(),
});

const report = <Row extends v.GenericSchema>(row: Row) =>
  v.object({ ...pagedList(row).entries, totals: v.object({ amount: money, doneAmount: money }) });

export const cashierRecordCalls = {
  deposits: defineCall({
    name: 'MCS2_DepositTransactionReport',
    method: 'GET',
    path: relay('MCS2_DepositTransactionReport'),
    query: reportQuery,
    value: report(depositRecord),
  }),
  withdrawals: defineCall({
    name: 'MCS2_WithdrawTransactionReport',
    method: 'GET',
    path: relay('MCS2_WithdrawTransactionReport'),
    query: reportQuery,
    value: report(withdrawRecord),
  }),
};

export type DepositRecord = v.InferOutput<typeof depositRecord>;
export type WithdrawRecord = v.InferOutput<typeof withdrawRecord>;
