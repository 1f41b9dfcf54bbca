import { MONEY_KEY, type QueryFetcher, type QueryKey } from '../data/query-cache.ts';
import { type QueryOptions, type QueryResult, useQuery as useKitQuery } from '../data/use-query.ts';

/** What a release built on @wl/shared 5.x passes: the events its data depended on besides its key. */
interface Options5 extends QueryOptions {
  refetchOn?: readonly ('language' | 'session' | 'wallet')[];
}

/**
 * 5.x's useQuery, for its releases (decision 073). The kit keys every query with the language and the member, so those
 * two need nothing; a query that followed the wallet gets the money's key, which a money move invalidates, as the
 * kit's own do.
 */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: Options5 = {}): QueryResult<T> {
  const { refetchOn, ...rest } = options;
  return useKitQuery(refetchOn?.includes('wallet') ? [MONEY_KEY, ...key] : key, fetcher, rest);
}
