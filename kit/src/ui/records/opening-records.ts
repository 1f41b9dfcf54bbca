import { MONEY_KEY } from '../../data/query-cache.ts';
import { presetRange, type RangePreset } from './date-range.ts';
import type { RecordsQuery } from './records-list.tsx';

/** A records screen's opening filters, as its RecordsList is given them. */
export interface OpeningRecords {
  initialPreset?: RangePreset;
  initialType?: string;
  pageSize?: number;
  filterKey?: readonly unknown[];
  now?: () => Date;
}

/**
 * The query key of what a RecordsList asks for first (its opening period's first page, no status), and that query:
 * a page's `preload` fetches it before the screen renders, so that the screen's first render shows the rows (decision
 * 072), and a first screen's build primes it. The list's own key, for the same props (records-list.tsx): a record moves
 * with the balance (its key holds MONEY_KEY, decision 073).
 */
export function openingRecords(queryKey: string, opening: OpeningRecords = {}): { key: readonly unknown[]; query: RecordsQuery } {
  const range = presetRange(opening.initialPreset ?? 'last7', opening.now?.());
  const query: RecordsQuery = { ...range, status: '', type: opening.initialType ?? '', page: 1, pageSize: opening.pageSize ?? 10 };
  return { key: [queryKey, query, ...(opening.filterKey ?? []), MONEY_KEY], query };
}
