// Spec section 9: local caches for the notice, the game types, the lotteries and the member info, so a
// repeat visit shows them at once while they are fetched again behind. Only the allow-listed data is
// kept, never a token; each cache belongs to one member (or the guest) and one language, and shows to
// nobody else.
import { readStoredJson, writeStored } from '../storage/browser-storage.ts';
/** A query's key: where its answer is kept (spelled here, not imported from the cache, which reads these caches). */
type QueryKey = readonly unknown[];

export type LocalCacheName = 'notice' | 'gameTypes' | 'lotteries' | 'memberInfo';

/** The queries kept on the device, by the start of their key (the remotes' keys for these calls). */
const PERSISTED_QUERIES: { name: LocalCacheName; prefix: QueryKey }[] = [
  { name: 'notice', prefix: ['lobby', 'announcements'] },
  { name: 'gameTypes', prefix: ['lobby', 'vendor-data'] },
  { name: 'lotteries', prefix: ['lobby', 'lottery', 'list'] },
  // the header shows the member's name at once on a repeat visit (member-api.ts' MEMBER_KEY)
  { name: 'memberInfo', prefix: ['member', 'detail'] },
];

const LOCAL_CACHE_PREFIX = 'wl.cache.';

/** Who and in which language the data was fetched for: a cache shows only to the same pair. */
export interface CacheOwner {
  /** the member's login name, '' for a guest */
  member: string;
  language: string;
}

interface Stored extends CacheOwner {
  entries: Record<string, unknown>;
}

const storageKey = (name: LocalCacheName) => `${LOCAL_CACHE_PREFIX}${name}`;
const sameOwner = (a: CacheOwner, b: CacheOwner) => a.member === b.member && a.language === b.language;

export function persistedCacheOf(key: QueryKey): LocalCacheName | null {
  const found = PERSISTED_QUERIES.find(({ prefix }) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])));
  return found?.name ?? null;
}

export function readLocalCache<T>(name: LocalCacheName, entry: string, owner: CacheOwner): T | undefined {
  const stored = readStoredJson<Stored>('local', storageKey(name));
  if (!stored?.entries || !sameOwner(stored, owner)) return undefined;
  return stored.entries[entry] as T | undefined;
}

/** Keeps one entry; another owner's cache of that name is replaced, not added to. */
export function writeLocalCache(name: LocalCacheName, entry: string, owner: CacheOwner, data: unknown) {
  const stored = readStoredJson<Stored>('local', storageKey(name));
  const entries = stored?.entries && sameOwner(stored, owner) ? stored.entries : {};
  writeStored('local', storageKey(name), JSON.stringify({ ...owner, entries: { ...entries, [entry]: data } }));
}

export function clearLocalCache(name: LocalCacheName) {
  writeStored('local', storageKey(name), null);
}

/** Forgets every kept query. */
export function clearPersistedQueries() {
  for (const name of new Set(PERSISTED_QUERIES.map((q) => q.name))) clearLocalCache(name);
}
