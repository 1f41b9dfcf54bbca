import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../data/query-view.tsx';
import { MONEY_KEY } from '../../data/query-cache.ts';
import { PRELOADED_FRESH_MS } from '../../data/query-client.ts';
import { useQuery } from '../../data/use-query.ts';
import { Pagination } from '../pagination/pagination.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { presetRange, type DateRange, type RangePreset } from './date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';
import { type FilterOption, FilterSelect } from './filter-select.tsx';
import styles from './records.module.css';

/** A page of records as the platform pages them (spec section 3: currentPage, totalPages, showPageSize). */
export interface RecordsPage<T> {
  items: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
}

/** What a record screen asks the platform for. Empty status or type means all. */
export interface RecordsQuery extends DateRange {
  status: string;
  type: string;
  page: number;
  pageSize: number;
}

export interface RecordsListProps<T, P extends RecordsPage<T>> {
  /** names the cached data; one per screen, e.g. 'cashier.deposits' */
  queryKey: string;
  fetchPage: (query: RecordsQuery, context: { signal: AbortSignal }) => Promise<P>;
  rowKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  /** the list's accessible name */
  label: string;
  statusOptions?: FilterOption[];
  typeOptions?: FilterOption[];
  initialType?: string;
  initialPreset?: RangePreset;
  /** a footer from the page's totals (the platform's sums for the whole range, not just the page) */
  renderTotals?: (page: P) => ReactNode;
  emptyText?: ReactNode;
  pageSize?: number;
  /** extra filters a screen adds (a vendor picker, a search box): their values belong in `filterKey` */
  extraFilters?: ReactNode;
  filterKey?: readonly unknown[];
  now?: () => Date;
}

/**
 * Every record screen: a period, optional status and type filters, rows that read on a phone, the
 * platform's totals, page buttons from the server's paging, a refresh control, and the loading, error and
 * empty states. A change of filter goes back to page 1; the rows of the last answer stay until the next.
 */
export function RecordsList<T, P extends RecordsPage<T>>(props: RecordsListProps<T, P>) {
  const { queryKey, fetchPage, rowKey, renderRow, label, statusOptions, typeOptions, renderTotals, emptyText } = props;
  const { pageSize = 10, filterKey = [], now } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [preset, setPreset] = useState<RangePreset>(props.initialPreset ?? 'last7');
  const [range, setRange] = useState<DateRange>(() => presetRange(props.initialPreset ?? 'last7', now?.()));
  const [status, setStatus] = useState('');
  const [type, setType] = useState(props.initialType ?? '');
  const [page, setPage] = useState(1);

  const query: RecordsQuery = { ...range, status, type, page, pageSize };
  // the opening page a page's preload fetched (openingRecords) is shown without asking again; a record moves with the
  // balance (its key holds MONEY_KEY: a money move fetches the list again, decision 073)
  const records = useQuery([queryKey, query, ...filterKey, MONEY_KEY], (ctx) => fetchPage(query, ctx), { staleTime: PRELOADED_FRESH_MS });
  // a filter key the screen owns changed: back to the first page
  const [lastFilterKey, setLastFilterKey] = useState(JSON.stringify(filterKey));
  if (JSON.stringify(filterKey) !== lastFilterKey) {
    setLastFilterKey(JSON.stringify(filterKey));
    setPage(1);
  }
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section className={`${styles.records} wl-stack`} aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-visually-hidden">
        {label}
      </h2>
      <div className={styles.filters}>
        <DateRangePicker
          preset={preset}
          range={range}
          now={now}
          onChange={(nextPreset, nextRange) =>
            filter(() => {
              setPreset(nextPreset);
              setRange(nextRange);
            })
          }
        />
        {statusOptions ? (
          <FilterSelect
            label={t('ui.records.status')}
            value={status}
            options={statusOptions}
            onChange={(v) => filter(() => setStatus(v))}
          />
        ) : null}
        {typeOptions ? (
          <FilterSelect label={t('ui.records.type')} value={type} options={typeOptions} onChange={(v) => filter(() => setType(v))} />
        ) : null}
        {props.extraFilters}
        <button type="button" className={styles.refresh} onClick={() => void records.refetch()} disabled={records.isFetching}>
          {records.isFetching ? <Spinner size={16} /> : <span aria-hidden="true">↻</span>}
          <span>{t('ui.records.refresh')}</span>
        </button>
      </div>
      <div className={styles.body} aria-busy={records.isFetching}>
        <QueryView query={records} isEmpty={(p) => p.items.length === 0} emptyText={emptyText} placeholder={<RowsPlaceholder />}>
          {(data) => (
            <>
              <RecordRows items={data.items} rowKey={rowKey} renderRow={renderRow} label={label} />
              {renderTotals ? (
                <footer className={styles.totals} data-frame-part="totals">
                  {renderTotals(data)}
                </footer>
              ) : null}
              <Pagination currentPage={data.currentPage} totalPages={data.totalPages} onChange={setPage} />
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}

/** A page's rows, each named as a page's first screen keeps its first rows (decision 072). */
function RecordRows<T>({
  items,
  rowKey,
  renderRow,
  label,
}: { items: T[]; label: string } & Pick<RecordsListProps<T, RecordsPage<T>>, 'rowKey' | 'renderRow'>) {
  return (
    <ul className="wl-list" aria-label={label}>
      {items.map((item, index) => (
        <li key={rowKey(item)} className={styles.row} data-frame-part={`row-${index}`}>
          {renderRow(item)}
        </li>
      ))}
    </ul>
  );
}

/** Rows of the final size while the first page loads, so nothing below them jumps. */
function RowsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.placeholder}>
      <span className="wl-visually-hidden">{t('in_please_wait')}</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.placeholderRow} aria-hidden="true" />
      ))}
    </div>
  );
}
