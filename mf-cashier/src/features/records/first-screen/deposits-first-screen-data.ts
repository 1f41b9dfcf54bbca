// The deposit records' first screen: stand-in deposits with every field a deposit can show (a bonus, a bank's
// reference, a TrxID, a reason).
import { cashierRecordCalls, type DepositRecord } from '@wl/platform-contract/calls/cashier-records';
import { primeRows } from './rows-first-screen-data.ts';

/** The call whose answer shapes the screen: the first page, which the route declares and a member's HTML starts. */
export const call = cashierRecordCalls.deposits.path;

export const prime = () =>
  primeRows<DepositRecord>('deposits', (id) => ({
    id,
    orderNo: '-',
    createdAt: '2026-01-01 00:00:00',
    channelName: '-',
    flow: 'bank',
    amount: 0,
    bonus: 1,
    status: 'pending',
    reference: '-',
    bankName: null,
    senderNumber: null,
    trxId: '-',
    payerName: null,
    reason: '-',
  }));
