import type { Transaction } from '@wl/platform-contract/calls/member-records';
import { writersFor } from '@wl/plain/format';
import { type FilledParts, type KeepContext, recordRows } from '@wl/plain/frames';
import { transactionFields } from '../model/transaction-rows.ts';

// What the account record's first screen shows of its first page (decision 072): the build renders the page with
// FRAME_ROWS stand-in movements (transactions-first-screen-data.ts), and the page's HTML keeps the rows this answer has
// and writes them as the page does (transaction-rows.ts, with @wl/plain/format's money and times in the brand's
// currency and zone), from the first page a member's HTML already asked for. The HTML's own script runs it.

/** The rows the first screen draws: as many as a phone's screen holds below the filters. */
export const FRAME_ROWS = 5;

/**
 * Each of the first rows: its kind, time, amount and balance after it as the app writes them; its status (a text in
 * the language) keeps its place, empty. No frame for no movements (the app says so) or without the brand's currency
 * and zone.
 */
export function keep(value: { list?: Transaction[] } | null, _flags: unknown, _search: unknown, context?: KeepContext): FilledParts | null {
  const rows = Array.isArray(value?.list) ? value.list.slice(0, FRAME_ROWS) : [];
  if (rows.length === 0 || !context?.currency || !context.zone) return null;
  const write = writersFor(context);
  return recordRows(rows, (movement) => ({ title: movement.typeName, fields: transactionFields(movement, write) }));
}
