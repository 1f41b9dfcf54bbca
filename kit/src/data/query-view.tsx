import type { ReactNode } from 'react';
import { isApiError } from '../http/api-error.ts';
import { EmptyState } from '../ui/empty-state/empty-state.tsx';
import { ErrorState } from '../ui/error-state/error-state.tsx';
import { Loading } from '../ui/loading/loading.tsx';
import type { QueryResult } from './use-query.ts';
import styles from './query-view.module.css';

export interface QueryViewProps<T> {
  query: QueryResult<T>;
  children: (data: T) => ReactNode;
  /** true when the data has nothing to show (default: an empty array) */
  isEmpty?: (data: T) => boolean;
  /** what the empty state says (default 'no data') */
  emptyText?: ReactNode;
  /** what shows while the first answer loads: a skeleton of the final size keeps the layout still */
  placeholder?: ReactNode;
  /** a box that wraps loading, error and empty states (e.g. one with a reserved min-height) */
  className?: string;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a fetched screen renders its states: loading (after the loading delay, or a placeholder),
 * an error with a retry, empty, or the data. Older data keeps showing while a refetch runs or fails.
 */
export function QueryView<T>({ query, children, isEmpty = emptyArray, emptyText, placeholder, className }: QueryViewProps<T>) {
  let state: ReactNode;
  if (query.data !== undefined) {
    if (!isEmpty(query.data)) return children(query.data);
    state = <EmptyState text={emptyText} />;
  } else if (query.status === 'error') {
    const message = isApiError(query.error) && query.error.code !== 'unknown' ? query.error.message : undefined;
    state = <ErrorState message={message} onRetry={() => void query.refetch()} />;
  } else {
    // the default spinner sits in a box reserved from the first render: it appears late (the loading delay)
    // and must not push what is below it
    state = placeholder ?? (
      <div className={styles.pending}>
        <Loading />
      </div>
    );
  }
  return className ? <div className={className}>{state}</div> : state;
}
