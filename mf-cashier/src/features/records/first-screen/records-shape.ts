import type { DepositRecord } from '@wl/platform-contract/calls/cashier-records';
import { dateText, moneyText } from '@wl/plain/format';
import type { FilledParts, KeepContext, PartFill } from '@wl/plain/frames';
import { depositFields, depositTitle } from '../model/record-rows.ts';

// What the deposit records' first screen shows of the first page (decision 072): the build renders the page with
// FRAME_ROWS stand-in deposits, each with every field a deposit can show (records-first-screen-data.ts), and the page's
// HTML keeps each row's fields this answer has and writes them as the records page does (record-rows.ts, with
// @wl/plain/format's money and times in the brand's currency and zone), from the first page a member's HTML already
// asked for (decision 069). The HTML's own script runs it.

/** The rows the first screen draws: as many as a phone's screen holds below the filters. */
export const FRAME_ROWS = 4;

/**
 * Each of the first rows: its title and fields as the app writes them; its status (a text in the language) keeps its
 * place, empty. No frame for no records (the app says so) or without the brand's currency and zone.
 */
export function keep(
  value: { list?: DepositRecord[] } | null,
  _flags: unknown,
  _search: unknown,
  context?: KeepContext,
): FilledParts | null {
  const rows = Array.isArray(value?.list) ? value.list.slice(0, FRAME_ROWS) : [];
  if (rows.length === 0 || !context?.currency || !context.zone) return null;
  const { currency, language, zone } = context;
  const write = { money: (n: number) => moneyText(n, currency), dateTime: (time: string) => dateText(time, 'dateTime', language, zone) };
  const parts: string[] = [];
  const fill: Record<string, PartFill> = {};
  rows.forEach((deposit, i) => {
    const row = `row-${i}`;
    parts.push(row, `${row}/title`, `${row}/status`);
    fill[`${row}/title`] = depositTitle(deposit);
    fill[`${row}/status`] = null;
    for (const field of depositFields(deposit, write)) {
      parts.push(`${row}/${field.part}`, `${row}/${field.part}/value`);
      fill[`${row}/${field.part}/value`] = field.value;
    }
  });
  return { parts, fill };
}
