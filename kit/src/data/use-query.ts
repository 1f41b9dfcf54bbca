import { type Query, useQuery as useTanstackQuery } from '@tanstack/react-query';
import { type DataScope, memberOfKey, scopedKey, useDataScope } from './data-scope.ts';
import { type QueryFetcher, type QueryKey, type QuerySnapshot, queryCache } from './query-cache.ts';

export interface QueryOptions {
  /** how long cached data counts as fresh when a component mounts (ms; default 0: always revalidate) */
  staleTime?: number;
  /** false: do not fetch (yet); the query stays pending */
  enabled?: boolean;
}

export interface QueryResult<T> extends QuerySnapshot<T> {
  /** what shows is the previous key's answer while this key's first loads (the same member's, decision 073) */
  isPlaceholderData: boolean;
  /** fetch again now (the retry button, pull to refresh) */
  refetch: () => Promise<T | undefined>;
}

/** While a new key loads, the previous key's answer keeps showing: a page change does not blank the list; never another member's. */
const sameMembersPrevious =
  (scope: DataScope) =>
  <T>(previous: T | undefined, previousQuery: Query<T, unknown, T, QueryKey> | undefined): T | undefined =>
    previousQuery && (memberOfKey(previousQuery.queryKey) ?? scope.member) === scope.member ? previous : undefined;

/**
 * Server data for a component, from the shared cache: shown at once when cached, revalidated when stale. Its key is
 * scoped with the language and the member (decision 073): a change of either is another key, asked for as the
 * component renders, and a language shown before comes back from the cache at once. A key whose answer moves with the
 * balance holds MONEY_KEY.
 */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: QueryOptions = {}): QueryResult<T> {
  const { staleTime = 0, enabled = true } = options;
  const scope = useDataScope();
  const result = useTanstackQuery<T, unknown, T, QueryKey>(
    {
      queryKey: scopedKey(key, scope),
      queryFn: fetcher,
      staleTime,
      enabled,
      placeholderData: sameMembersPrevious(scope),
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
    isPlaceholderData: result.isPlaceholderData,
    refetch: () => result.refetch().then((r) => r.data),
  };
}
