import { events } from '../events/event-bus.ts';
import { i18n } from '../i18n/i18n.ts';
import { getSession } from '../session/session-store.ts';
import { type CacheOwner, clearPersistedQueries, persistedCacheOf, readLocalCache, writeLocalCache } from './local-caches.ts';

/** What a query's data depends on besides its key: a change of it fetches the data again. */
export type RefetchTrigger = 'language' | 'session' | 'wallet';

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

interface Entry<T> {
  key: QueryKey;
  snapshot: QuerySnapshot<T>;
  fetcher: QueryFetcher<T> | null;
  triggers: readonly RefetchTrigger[];
  inflight: { promise: Promise<T>; controller: AbortController } | null;
  listeners: Set<() => void>;
}

/** Spec sections 2 and 4: lists refresh 200 ms after the last language change. */
export const LANGUAGE_REFETCH_MS = 200;

const EMPTY: QuerySnapshot<never> = { status: 'pending', data: undefined, error: null, isFetching: false, updatedAt: 0 };

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

/** Server data is JSON: two answers are the same when they serialize alike. */
function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * The one client-side cache of server data. A key names the data; entries are shared by every component
 * (and every remote: this module is part of the @wl/shared singleton) that asks for the same key, a request
 * in flight is never sent twice, and an answer that arrives after a newer request was started is dropped.
 */
/** The signed-in member (or the guest) and the language: whom kept data may be shown to. */
const currentOwner = (): CacheOwner => ({ member: getSession()?.userName ?? '', language: i18n.language ?? '' });

/**
 * @param persist false: nothing read from or written to the device (a test's own cache); by default the
 * allow-listed queries of spec section 9 (local-caches.ts) start from the device and are kept there
 */
export function createQueryCache({ persist = true }: { persist?: boolean } = {}) {
  const entries = new Map<string, Entry<unknown>>();

  /** Data kept from an earlier visit shows at once; updatedAt 0 makes it stale, so it is fetched again. */
  const keptSnapshot = <T>(key: QueryKey, hash: string): QuerySnapshot<T> => {
    const name = persist ? persistedCacheOf(key) : null;
    const data = name ? readLocalCache<T>(name, hash, currentOwner()) : undefined;
    return data === undefined ? EMPTY : { status: 'success', data, error: null, isFetching: false, updatedAt: 0 };
  };

  const entryOf = <T>(key: QueryKey, hash = hashKey(key)): Entry<T> => {
    let entry = entries.get(hash) as Entry<T> | undefined;
    if (!entry) {
      entry = { key, snapshot: keptSnapshot<T>(key, hash), fetcher: null, triggers: [], inflight: null, listeners: new Set() };
      entries.set(hash, entry as Entry<unknown>);
    }
    return entry;
  };

  const publish = <T>(entry: Entry<T>, next: Partial<QuerySnapshot<T>>) => {
    entry.snapshot = { ...entry.snapshot, ...next };
    const name = persist && next.data !== undefined && next.status === 'success' ? persistedCacheOf(entry.key) : null;
    if (name) writeLocalCache(name, hashKey(entry.key), currentOwner(), next.data);
    for (const listener of [...entry.listeners]) listener();
  };

  function fetchEntry<T>(key: QueryKey, fetcher: QueryFetcher<T>): Promise<T> {
    const entry = entryOf<T>(key);
    entry.fetcher = fetcher;
    if (entry.inflight) return entry.inflight.promise;
    const controller = new AbortController();
    const promise = fetcher({ signal: controller.signal }).then(
      (data) => {
        if (entry.inflight?.promise === promise) {
          entry.inflight = null;
          // an answer equal to the data on screen keeps its object: what is memoized on it does not render again
          const kept = entry.snapshot.data !== undefined && sameJson(entry.snapshot.data, data) ? entry.snapshot.data : data;
          publish(entry, { status: 'success', data: kept, error: null, isFetching: false, updatedAt: Date.now() });
        }
        return data;
      },
      (error: unknown) => {
        if (entry.inflight?.promise === promise) {
          entry.inflight = null;
          // older data stays on screen; the error is there for whoever wants to say so
          publish(entry, { status: entry.snapshot.data === undefined ? 'error' : 'success', error, isFetching: false });
        }
        throw error;
      },
    );
    entry.inflight = { promise, controller };
    publish(entry, { isFetching: true, error: null, status: entry.snapshot.data === undefined ? 'pending' : entry.snapshot.status });
    return promise;
  }

  /** Starts a new request even when one is in flight: the older answer will be dropped. */
  function refetchEntry(entry: Entry<unknown>) {
    if (!entry.fetcher) return;
    entry.inflight?.controller.abort();
    entry.inflight = null;
    fetchEntry(entry.key, entry.fetcher).catch(() => undefined);
  }

  function refetchWhere(test: (entry: Entry<unknown>) => boolean) {
    for (const entry of entries.values()) if (entry.listeners.size > 0 && test(entry)) refetchEntry(entry);
  }

  const startsWith = (key: QueryKey, prefix: QueryKey) =>
    prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

  return {
    snapshot<T>(key: QueryKey): QuerySnapshot<T> {
      const hash = hashKey(key);
      const entry = entries.get(hash) ?? (persist && persistedCacheOf(key) ? entryOf<T>(key, hash) : undefined);
      return (entry?.snapshot as QuerySnapshot<T>) ?? EMPTY;
    },

    subscribe(key: QueryKey, listener: () => void, triggers: readonly RefetchTrigger[]): () => void {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      entry.triggers = triggers;
      return () => entry.listeners.delete(listener);
    },

    /** The data for a key: the request in flight, or a new one. */
    fetch: <T>(key: QueryKey, fetcher: QueryFetcher<T>): Promise<T> => fetchEntry(key, fetcher),

    /** A new request for the key now, replacing one in flight (a retry button, a refresh control). */
    refetch<T>(key: QueryKey, fetcher: QueryFetcher<T>): Promise<T> {
      const entry = entryOf<T>(key);
      entry.inflight?.controller.abort();
      entry.inflight = null;
      return fetchEntry(key, fetcher);
    },

    /** Fetch again every watched query whose key starts with the given prefix (all of them without one). */
    invalidate(prefix: QueryKey = []) {
      for (const [hash, entry] of entries) {
        if (!startsWith(entry.key, prefix)) continue;
        if (entry.listeners.size > 0) refetchEntry(entry);
        else entries.delete(hash);
      }
    },

    /** Change cached data in place (an optimistic update, or a reply that carries the new data). */
    setData<T>(key: QueryKey, update: (old: T | undefined) => T) {
      const entry = entryOf<T>(key);
      publish(entry, { status: 'success', data: update(entry.snapshot.data), error: null, updatedAt: Date.now() });
    },

    refetchOn(trigger: RefetchTrigger) {
      refetchWhere((entry) => entry.triggers.includes(trigger));
    },

    /** Another member's (or no member's) data must never show: forget everything, refetch what is on screen. */
    resetForSession() {
      for (const [hash, entry] of entries) {
        if (!entry.triggers.includes('session')) continue;
        if (entry.listeners.size === 0) {
          entries.delete(hash);
          continue;
        }
        entry.snapshot = EMPTY;
        refetchEntry(entry);
      }
    },

    /** Forgets everything, on the device too. */
    clear() {
      for (const entry of entries.values()) entry.inflight?.controller.abort();
      entries.clear();
      if (persist) clearPersistedQueries();
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;

export const queryCache: QueryCache = createQueryCache();

/** The cache follows the app's events: language, session and wallet changes refetch what depends on them. */
export function connectQueryCache(cache: QueryCache = queryCache): () => void {
  let languageTimer: ReturnType<typeof setTimeout> | undefined;
  let lastToken: string | null | undefined;
  const offs = [
    events.on('language:changed', () => {
      clearTimeout(languageTimer);
      languageTimer = setTimeout(() => cache.refetchOn('language'), LANGUAGE_REFETCH_MS);
    }),
    events.on('wallet:refresh', () => cache.refetchOn('wallet')),
    events.on('session:changed', ({ session }) => {
      const token = session?.token ?? null;
      if (token === lastToken) return;
      lastToken = token;
      cache.resetForSession();
    }),
  ];
  return () => {
    clearTimeout(languageTimer);
    for (const off of offs) off();
  };
}
