import type { DepositRecord, WithdrawRecord } from '@wl/platform-contract/calls/cashier-records';
import { writersFor } from '@wl/plain/format';
import { type FilledParts, type KeepContext, recordRows } from '@wl/plain/frames';
import type { RowField, Writers } from '../model/record-rows.ts';

// What a records page's first screen shows of its first page (decision 072): the build renders the page with
// FRAME_ROWS stand-in records, each with every field a record can show (rows-first-screen-data.ts), and the page's HTML
// keeps each row's fields this answer has and writes them as the records page does (record-rows.ts, with
// @wl/plain/format's money and times in the brand's currency and zone), from the first page a member's HTML already
// asked for (decision 069). The HTML's own script runs it.

/** The rows the first screen draws: as many as a phone's screen holds below the filters. */
export const FRAME_ROWS = 4;

type Keep = (value: { list?: unknown[] } | null, flags: unknown, search: unknown, context?: KeepContext) => FilledParts | null;

/**
 * A report's keep: each of the first rows, its title and fields as the app writes them (recordRows); its status (a
 * text in the language) keeps its place, empty. No frame for no records (the app says so) or without the brand's
 * currency and zone.
 */
export function rowsKeep<R extends DepositRecord | WithdrawRecord>(
  fields: (row: R, write: Writers) => RowField[],
  title: (row: R) => string,
): Keep {
  return (value, _flags, _search, context) => {
    const rows = (Array.isArray(value?.list) ? value.list.slice(0, FRAME_ROWS) : []) as R[];
    if (rows.length === 0 || !context?.currency || !context.zone) return null;
    const write = writersFor(context);
    return recordRows(rows, (record) => ({ title: title(record), fields: fields(record, write) }));
  };
}
