// The withdrawal records' first screen: stand-in withdrawals with every field a withdrawal can show (a reason).
import { cashierRecordCalls, type WithdrawRecord } from '@wl/platform-contract/calls/cashier-records';
import { primeRows } from './rows-first-screen-data.ts';

/** The call whose answer shapes the screen: the first page, which the route declares and a member's HTML starts. */
export const call = cashierRecordCalls.withdrawals.path;

export const prime = () =>
  primeRows<WithdrawRecord>('withdrawals', (id) => ({
    id,
    orderNo: '-',
    createdAt: '2026-01-01 00:00:00',
    channelName: '-',
    maskedNumber: '-',
    amount: 0,
    status: 'pending',
    reason: '-',
  }));
