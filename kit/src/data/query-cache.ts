import { hashKey, type Query, type QueryClient, type QueryState } from '@tanstack/react-query';
import { events } from '../events/event-bus.ts';
import { getSession } from '../session/session-store.ts';
import { memberOfKey, scopedKey, scopeOfKey, useDataScope } from './data-scope.ts';
import { type CacheOwner, clearPersistedQueries, persistedCacheOf, readLocalCache, writeLocalCache } from './local-caches.ts';
import { createQueryClient, LANGUAGE_REFETCH_MS } from './query-client.ts';

export { LANGUAGE_REFETCH_MS, PRELOADED_FRESH_MS } from './query-client.ts';

/**
 * A part of every key whose answer moves with the balance (decision 073), after the feature's own parts, which keep
 * their prefixes: a money move invalidates every key that holds it. The records kit's lists are such keys.
 */
export const MONEY_KEY = 'money';

export type QueryKey = readonly unknown[];
export type QueryFetcher<T> = (context: { signal: AbortSignal }) => Promise<T>;

export interface QuerySnapshot<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** a request is under way (the first one, or a refetch while older data shows) */
  isFetching: boolean;
  updatedAt: number;
}

const EMPTY: QuerySnapshot<never> = { status: 'pending', data: undefined, error: null, isFetching: false, updatedAt: 0 };

/** Older data stays on screen when a refetch fails: the status says what shows, the error is there besides. */
const snapshotOf = <T>(state: QueryState<T> | undefined): QuerySnapshot<T> =>
  state
    ? {
        status: state.data === undefined ? state.status : 'success',
        data: state.data,
        error: state.error,
        isFetching: state.fetchStatus === 'fetching',
        updatedAt: state.dataUpdatedAt,
      }
    : EMPTY;

const watched = (query: Query) => query.getObserversCount() > 0;

/**
 * Whom a query's kept data may be shown to: the member and the language its key was scoped for (decision 073), the
 * page's data scope for a key the kit did not scope. (Read from i18n and the session, an answer for the language
 * before a switch, arriving in the switch's 200 ms, was kept as the new language's and wiped what that one had kept.)
 */
const ownerOf = (query: Query): CacheOwner => scopeOfKey(query.queryKey) ?? useDataScope.getState();

/**
 * The allow-listed queries of spec section 9 (local-caches.ts) start from the device and are kept there.
 * Kept data shows at once; updatedAt 0 makes it stale, so it is fetched again behind it. Seeded as the
 * query is added, not as its initial data: a reset (a new session) must empty it, not bring it back.
 */
function persistTo(client: QueryClient) {
  return client.getQueryCache().subscribe((event) => {
    const name = persistedCacheOf(event.query.queryKey);
    if (!name) return;
    if (event.type === 'added' && event.query.state.data === undefined) {
      const kept = readLocalCache(name, event.query.queryHash, ownerOf(event.query));
      if (kept !== undefined) event.query.setData(kept, { updatedAt: 0, manual: true });
    } else if (event.type === 'updated' && event.action.type === 'success' && event.query.state.dataUpdatedAt > 0) {
      writeLocalCache(name, event.query.queryHash, ownerOf(event.query), event.query.state.data);
    }
  });
}

/**
 * The one client-side cache of server data, TanStack Query's (decision 036) behind the interface the
 * remotes were built against (decision 008). A key names the data; the cache scopes it with the language and the
 * member (decision 073); entries are shared by every component and every remote (this module is part of the @wl/kit
 * singleton); a request in flight is never sent twice; entries no screen shows are dropped after UNUSED_ENTRY_MS.
 * @param persist false: nothing read from or written to the device (a test's own cache)
 */
export function createQueryCache({ persist = true }: { persist?: boolean } = {}) {
  const client = createQueryClient();
  if (persist) persistTo(client);
  const build = (key: QueryKey) => client.getQueryCache().build(client, { queryKey: key });

  return {
    /** TanStack Query's client under this cache (its hooks take it as their second argument) */
    client,

    snapshot<T>(key: QueryKey): QuerySnapshot<T> {
      if (persist && persistedCacheOf(key)) build(scopedKey(key));
      return snapshotOf(client.getQueryState<T>(scopedKey(key)));
    },

    /** Calls the listener on every change of the key's entry (in the scope of the moment). */
    subscribe(key: QueryKey, listener: () => void): () => void {
      const hash = hashKey(scopedKey(key));
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) listener();
      });
    },

    /** The data for a key: the request in flight, or a new one (the cached answer while younger than `staleTime` ms). */
    fetch: <T>(key: QueryKey, fetcher: QueryFetcher<T>, { staleTime = 0 }: { staleTime?: number } = {}): Promise<T> =>
      client.fetchQuery({ queryKey: scopedKey(key), queryFn: fetcher, staleTime }),

    /** A new request for the key now, replacing a refetch in flight (a retry button, a refresh control). */
    refetch<T>(key: QueryKey, fetcher: QueryFetcher<T>): Promise<T> {
      const options = { queryKey: scopedKey(key), queryFn: fetcher };
      return (build(options.queryKey) as unknown as Query<T>).fetch(client.defaultQueryOptions(options), { cancelRefetch: true });
    },

    /**
     * Fetch again every shown query whose key starts with the given prefix, in every scope (all of them without one),
     * or that holds the given part anywhere ({ holding }); forget the others.
     */
    invalidate(match: QueryKey | { holding: string } = []) {
      const part = 'holding' in match ? match.holding : undefined;
      const queryKey = 'holding' in match ? undefined : match;
      const holds = part === undefined ? undefined : (query: Query) => query.queryKey.includes(part);
      client.removeQueries({ queryKey, predicate: (query) => !watched(query) && (holds?.(query) ?? true) });
      void client.invalidateQueries({ queryKey, predicate: holds });
    },

    /** Change cached data in place (an optimistic update, or a reply that carries the new data). */
    setData<T>(key: QueryKey, update: (old: T | undefined) => T) {
      client.setQueryData<T>(scopedKey(key), update);
    },

    /**
     * Another member's (or no member's) data must never show: forget what no screen shows and every entry of another
     * member; the screens ask for their new member's keys as they render.
     */
    forgetOtherMembers(member: string) {
      client.removeQueries({ predicate: (query) => !watched(query) || (memberOfKey(query.queryKey) ?? member) !== member });
    },

    /** Forgets everything, on the device too. */
    clear() {
      client.clear();
      client.getMutationCache().clear();
      if (persist) clearPersistedQueries();
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;

/**
 * The cache follows the app's events (decision 073): the data scope takes the language LANGUAGE_REFETCH_MS after its
 * last change and the member at once, and a money move invalidates every key that holds MONEY_KEY.
 */
export function connectQueryCache(cache: QueryCache = queryCache): () => void {
  let languageTimer: ReturnType<typeof setTimeout> | undefined;
  // the session the page started with is not a change
  let lastToken = getSession()?.token ?? null;
  const offs = [
    events.on('language:changed', ({ language }) => {
      clearTimeout(languageTimer);
      languageTimer = setTimeout(() => useDataScope.setState({ language }), LANGUAGE_REFETCH_MS);
    }),
    events.on('wallet:refresh', () => cache.invalidate({ holding: MONEY_KEY })),
    events.on('session:changed', ({ session }) => {
      const token = session?.token ?? null;
      if (token === lastToken) return;
      lastToken = token;
      const member = session?.userName ?? '';
      cache.forgetOtherMembers(member);
      useDataScope.setState({ member });
    }),
  ];
  return () => {
    clearTimeout(languageTimer);
    for (const off of offs) off();
  };
}

/** The page's cache, connected to the app's events from the start. */
export const queryCache: QueryCache = createQueryCache();
connectQueryCache(queryCache);
