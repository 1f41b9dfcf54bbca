import { keepPreviousData, useQuery as useTanstackQuery } from '@tanstack/react-query';
import { type QueryFetcher, type QueryKey, type QuerySnapshot, queryCache, type RefetchTrigger } from './query-cache.ts';

export interface QueryOptions {
  /** what else the data depends on (default: language and session) */
  refetchOn?: readonly RefetchTrigger[];
  /** how long cached data counts as fresh when a component mounts (ms; default 0: always revalidate) */
  staleTime?: number;
  /** false: do not fetch (yet); the query stays pending */
  enabled?: boolean;
}

export interface QueryResult<T> extends QuerySnapshot<T> {
  /** fetch again now (the retry button, pull to refresh) */
  refetch: () => Promise<T | undefined>;
}

const DEFAULT_TRIGGERS: readonly RefetchTrigger[] = ['language', 'session'];

/**
 * Server data for a component, from the shared cache: shown at once when cached, revalidated when stale,
 * refetched when the language, the session or (by choice) the wallet changes. While a new key loads, the
 * previous key's data keeps showing (a page change does not blank the list).
 */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: QueryOptions = {}): QueryResult<T> {
  const { refetchOn = DEFAULT_TRIGGERS, staleTime = 0, enabled = true } = options;
  const result = useTanstackQuery<T, unknown, T, QueryKey>(
    {
      queryKey: key,
      queryFn: fetcher,
      staleTime,
      enabled,
      meta: { refetchOn },
      placeholderData: keepPreviousData,
    },
    queryCache.client,
  );
  return {
    // older data stays on screen when a refetch fails (the error is there besides)
    status: result.data === undefined ? result.status : 'success',
    data: result.data,
    error: result.error,
    isFetching: result.isFetching,
    updatedAt: result.dataUpdatedAt,
    refetch: () => result.refetch().then((r) => r.data),
  };
}
