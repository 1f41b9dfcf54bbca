// The home's first banner as the server last saw it, per platform, merchant and language (issue 12): with
// it the page's HTML paints the banner while it is still being read, instead of one round trip (the
// banners call) and a busy main thread later (first-frame.ts). The page is never held up for it: a miss
// or a stale entry is answered without the banner (the page's own call paints it then) and refreshed in
// the background; a failed refresh forgets the entry, so a removed banner is never painted for long.
import { STARTUP_CALLS } from '../../shared/src/config/startup-calls.ts';
import { HOME_BANNERS_CALL } from './first-frame.ts';

export interface BannerSource {
  merchantCode?: string;
  apiBase?: string;
}

/** The first banner's address per language ('bn', 'en'); null where the platform names image CDNs. */
export type KnownBanners = Partial<Record<'bn' | 'en', string>>;

const LANGUAGES = { bn: 'BN', en: 'EN' } as const;

export interface FirstBannerCacheOptions {
  /** where a relative apiBase ('') points: this server's own origin */
  selfOrigin: () => string;
  ttlMs?: number;
  fetchJson?: (url: string, headers: Record<string, string>) => Promise<unknown>;
  now?: () => number;
}

export async function defaultFetchJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

type Envelope = { success?: boolean; value?: unknown };
export const envelopeValue = (body: unknown) => ((body as Envelope)?.success ? (body as Envelope).value : undefined);

/**
 * Answers of the platform kept per key: given while fresh or stale, fetched again in the background when
 * missing or stale (one fetch per key at a time), forgotten when a fetch fails. Never waited for.
 */
export function backgroundCache<T>(opts: { ttlMs?: number; now?: () => number }) {
  const ttl = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; value: T }>();
  const pending = new Map<string, Promise<void>>();
  return {
    /** The value kept for the key (undefined when none); a missing or stale one is fetched for the next page. */
    get(key: string, load: () => Promise<T>): T | undefined {
      const entry = entries.get(key);
      if ((!entry || now() - entry.at > ttl) && !pending.has(key)) {
        const done = load().then(
          (value) => void entries.set(key, { at: now(), value }),
          () => void entries.delete(key),
        );
        pending.set(
          key,
          done.finally(() => pending.delete(key)),
        );
      }
      return entry?.value;
    },
    /** For tests: the refreshes under way have ended. */
    settled: () => Promise.all([...pending.values()]).then(() => undefined),
  };
}

export function createFirstBannerCache(opts: FirstBannerCacheOptions) {
  const fetchJson = opts.fetchJson ?? defaultFetchJson;
  const cache = backgroundCache<string | null>(opts);

  async function load(base: string, headers: Record<string, string>) {
    const [banners, status] = await Promise.all([
      fetchJson(`${base}${HOME_BANNERS_CALL}`, headers),
      fetchJson(`${base}${STARTUP_CALLS.status}`, headers),
    ]);
    const first = (envelopeValue(banners) as { url?: unknown }[] | undefined)?.[0]?.url;
    const cdns = (envelopeValue(status) as { info?: { imageCdns?: unknown[] } } | undefined)?.info?.imageCdns ?? [];
    // a relative address goes to a CDN the app picks at random: not known here
    return typeof first === 'string' && /^(https?:\/\/|\/(?!\/))/.test(first) && !(first.startsWith('/') && cdns.length) ? first : null;
  }

  return {
    /** The known first banners now; a missing or stale language is fetched for the next page. */
    known(source: BannerSource): KnownBanners {
      const result: KnownBanners = {};
      if (!source.merchantCode) return result;
      const base = source.apiBase || opts.selfOrigin();
      for (const [lang, header] of Object.entries(LANGUAGES) as ['bn' | 'en', string][]) {
        const headers = { Merchant: source.merchantCode, Language: header, Device: 'MOBILE' };
        const url = cache.get(`${base}\n${source.merchantCode}\n${header}`, () => load(base, headers));
        if (url) result[lang] = url;
      }
      return result;
    },
    settled: cache.settled,
  };
}
