import { MONEY_KEY, useQuery as useKitQuery } from '@wl/kit';

type QueryKey = readonly unknown[];
type Result<T> = ReturnType<typeof useKitQuery<T>>;

/** What a release built on @wl/shared 5.x passes: the events its data depended on besides its key. */
interface Options5 {
  staleTime?: number;
  enabled?: boolean;
  refetchOn?: readonly ('language' | 'session' | 'wallet')[];
}

/**
 * 5.x's useQuery, for its releases (decision 073), on the kit's: the kit keys every query with the language and the
 * member, so those two need nothing; a query that followed the wallet gets the money's key, which a money move
 * invalidates, as the kit's own do. The facade's own module: the kit's chunk, which every page loads, does not carry it.
 */
export function useQuery<T>(key: QueryKey, fetcher: Parameters<typeof useKitQuery<T>>[1], options: Options5 = {}): Result<T> {
  const { refetchOn, ...rest } = options;
  return useKitQuery(refetchOn?.includes('wallet') ? [...key, MONEY_KEY] : key, fetcher, rest);
}
