import { readStored, writeStored } from '@wl/kit';

// One origin serves one brand at a time, and the browser keeps each origin's storage, caches and service worker
// apart: two brands on two host names never share them. What remains is a host the operators move from one brand
// to another (issue 23): the first start under the new brand finds the old brand's keys and caches and drops
// them, so nothing of one brand (a session, a language, a cached page or picture) serves the other.

const BRAND_KEY = 'wl.brand';
/** Not a brand's: this device's random id for canary shares (release-choice.ts). */
const KEPT = new Set([BRAND_KEY, 'wl.device']);

function dropKeys(area: Storage | undefined) {
  if (!area) return;
  for (const key of Object.keys(area)) if (key.startsWith('wl.') && !KEPT.has(key)) area.removeItem(key);
}

/** Remembers this origin's brand; a start under another brand first forgets everything of the one before. */
export function forgetAnotherBrand(brand: string, env: { local?: Storage; session?: Storage; caches?: CacheStorage } = browserStores()) {
  const before = readStored('local', BRAND_KEY);
  if (before && before !== brand) {
    dropKeys(env.local);
    dropKeys(env.session);
    void env.caches
      ?.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('wl-') || n.startsWith('workbox-')).map((n) => env.caches!.delete(n))))
      .catch(() => undefined);
  }
  if (before !== brand) writeStored('local', BRAND_KEY, brand);
}

function browserStores() {
  const area = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return { local: area('localStorage'), session: area('sessionStorage'), caches: typeof caches === 'undefined' ? undefined : caches };
}
