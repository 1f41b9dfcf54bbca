// The account record's first screen for a member (decision 072): the build renders the page with FRAME_ROWS stand-in
// movements, every part a row shows (transactions-shape.ts keeps and fills them).
import { memberRecordCalls, type Transaction, type TransactionTotals } from '@wl/platform-contract/calls/member-records';
import { noteServerTime, openingRecords, queryCache } from '@wl/kit';
import { type Page, TRANSACTIONS_KEY } from '../api/records-api.ts';
import { FRAME_ROWS } from './transactions-shape.ts';

/** The call whose answer shapes the screen: the first page of every kind, which the route declares. */
export const call = memberRecordCalls.transactions.path;

export function prime(): string[] {
  // a fixed clock: the list's period is the platform's last 7 days, and a build of one commit is the same bytes on any day
  noteServerTime('2026-01-01T06:00:00.000Z');
  const items = Array.from(
    { length: FRAME_ROWS },
    (_, i): Transaction => ({
      id: i + 1,
      createdAt: '2026-01-01 00:00:00',
      type: '-',
      typeName: '-',
      amount: 0,
      balanceAfter: 0,
      status: 'completed',
      reference: null,
    }),
  );
  const page: Page<Transaction, TransactionTotals> = {
    items,
    currentPage: 1,
    totalPages: 1,
    showPageSize: 10,
    totalCount: FRAME_ROWS,
    totals: { credit: 0, debit: 0, net: 0 },
  };
  queryCache.setData<Page<Transaction, TransactionTotals>>(openingRecords(TRANSACTIONS_KEY).key, () => page);
  return [];
}
