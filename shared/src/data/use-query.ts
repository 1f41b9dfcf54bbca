import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  connectQueryCache,
  hashKey,
  queryCache,
  type QueryFetcher,
  type QueryKey,
  type QuerySnapshot,
  type RefetchTrigger,
} from './query-cache.ts';

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

let connected = false;

/**
 * Server data for a component, from the shared cache: shown at once when cached, revalidated when stale,
 * refetched when the language, the session or (by choice) the wallet changes. While a new key loads, the
 * previous key's data keeps showing (a page change does not blank the list).
 */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: QueryOptions = {}): QueryResult<T> {
  const { refetchOn = DEFAULT_TRIGGERS, staleTime = 0, enabled = true } = options;
  const hash = hashKey(key);
  // the key's identity is its hash: callers may build a new array every render
  // biome-ignore lint/correctness/useExhaustiveDependencies: hash stands for key
  const stableKey = useMemo(() => key, [hash]);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const triggers = refetchOn.join(',');

  if (!connected) {
    connected = true;
    connectQueryCache(queryCache);
  }

  // Every render reads the cache as it is now. A change of the entry renders the component again as a
  // transition: data arriving is never urgent, and on a slow phone React then builds what it brings in slices
  // that leave the main thread free for a tap (a store read with useSyncExternalStore renders at once, in one
  // long task). Two components of one key may differ for the moment between their renders.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const snapshot = queryCache.snapshot<T>(stableKey);
  const rendered = useRef(snapshot);
  rendered.current = snapshot;
  useEffect(() => {
    const changed = () => startTransition(rerender);
    const off = queryCache.subscribe(stableKey, changed, triggers ? (triggers.split(',') as RefetchTrigger[]) : []);
    // the entry changed between the render and this subscription
    if (queryCache.snapshot(stableKey) !== rendered.current) changed();
    return off;
  }, [stableKey, triggers]);

  const run = useCallback(() => queryCache.fetch(stableKey, (ctx) => fetcherRef.current(ctx)), [stableKey]);

  useEffect(() => {
    if (!enabled) return;
    const current = queryCache.snapshot<T>(stableKey);
    const fresh = current.status === 'success' && Date.now() - current.updatedAt < staleTime;
    if (!fresh) run().catch(() => undefined);
  }, [enabled, run, stableKey, staleTime]);

  // The last data shown, for the moment between a key change and its first answer.
  const previous = useRef<T | undefined>(undefined);
  if (snapshot.data !== undefined) previous.current = snapshot.data;
  const showing =
    snapshot.data === undefined && previous.current !== undefined && snapshot.status === 'pending'
      ? { ...snapshot, status: 'success' as const, data: previous.current, isFetching: true }
      : snapshot;

  const refetch = useCallback(() => queryCache.refetch(stableKey, (ctx) => fetcherRef.current(ctx)).catch(() => undefined), [stableKey]);

  return { ...showing, refetch };
}
