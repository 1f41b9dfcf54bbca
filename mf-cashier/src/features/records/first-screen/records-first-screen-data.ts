// The deposit records' first screen for a member (decision 072): the build renders the page with FRAME_ROWS stand-in
// deposits, each with every field a deposit can show (records-shape.ts keeps and fills them).
import { cashierRecordCalls, type DepositRecord } from '@wl/platform-contract/calls/cashier-records';
import { noteServerTime, openingRecords, queryCache } from '@wl/shared';
import { type ReportPage, recordsKey } from '../api/records-api.ts';
import { FRAME_ROWS } from './records-shape.ts';

/** The call whose answer shapes the screen: the first page, which the route declares and a member's HTML starts. */
export const call = cashierRecordCalls.deposits.path;

const standIn = (id: number): DepositRecord => ({
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
});

export function prime(): string[] {
  // a fixed clock: the list's period is the platform's last 7 days, and a build of one commit is the same bytes on any day
  noteServerTime('2026-01-01T06:00:00.000Z');
  const items = Array.from({ length: FRAME_ROWS }, (_, i) => standIn(i + 1));
  const page: ReportPage<DepositRecord> = {
    items,
    currentPage: 1,
    totalPages: 1,
    showPageSize: 10,
    totalCount: FRAME_ROWS,
    totals: { amount: 0, doneAmount: 0 },
  };
  queryCache.setData<ReportPage<DepositRecord>>(openingRecords(recordsKey('deposits')).key, () => page);
  return [];
}
