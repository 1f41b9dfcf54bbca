// A records page's first screen for a member (decision 072): the build renders the page with FRAME_ROWS stand-in
// records, each with every field a record can show (rows-shape.ts keeps and fills them).
import { noteServerTime, openingRecords, queryCache } from '@wl/kit';
import { type ReportPage, recordsKey } from '../api/records-api.ts';
import { FRAME_ROWS } from './rows-shape.ts';

/** Primes a report's opening page with stand-in records, as the list asks for it. */
export function primeRows<R>(kind: 'deposits' | 'withdrawals', standIn: (id: number) => R): string[] {
  // a fixed clock: the list's period is the platform's last 7 days, and a build of one commit is the same bytes on any day
  noteServerTime('2026-01-01T06:00:00.000Z');
  const page: ReportPage<R> = {
    items: Array.from({ length: FRAME_ROWS }, (_, i) => standIn(i + 1)),
    currentPage: 1,
    totalPages: 1,
    showPageSize: 10,
    totalCount: FRAME_ROWS,
    totals: { amount: 0, doneAmount: 0 },
  };
  queryCache.setData<ReportPage<R>>(openingRecords(recordsKey(kind)).key, () => page);
  return [];
}
