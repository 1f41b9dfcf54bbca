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

async function defaultFetchJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

type Envelope = { success?: boolean; value?: unknown };
const envelopeValue = (body: unknown) => ((body as Envelope)?.success ? (body as Envelope).value : undefined);

export function createFirstBannerCache(opts: FirstBannerCacheOptions) {
  const ttl = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const fetchJson = opts.fetchJson ?? defaultFetchJson;
  const entries = new Map<string, { at: number; url: string | null }>();
  const pending = new Map<string, Promise<void>>();

  async function refresh(key: string, base: string, headers: Record<string, string>) {
    try {
      const [banners, status] = await Promise.all([
        fetchJson(`${base}${HOME_BANNERS_CALL}`, headers),
        fetchJson(`${base}${STARTUP_CALLS.status}`, headers),
      ]);
      const first = (envelopeValue(banners) as { url?: unknown }[] | undefined)?.[0]?.url;
      const cdns = (envelopeValue(status) as { info?: { imageCdns?: unknown[] } } | undefined)?.info?.imageCdns ?? [];
      // a relative address goes to a CDN the app picks at random: not known here
      const url =
        typeof first === 'string' && /^(https?:\/\/|\/(?!\/))/.test(first) && !(first.startsWith('/') && cdns.length) ? first : null;
      entries.set(key, { at: now(), url });
    } catch {
      entries.delete(key);
    } finally {
      pending.delete(key);
    }
  }

  return {
    /** The known first banners now; a missing or stale language is fetched for the next page. */
    known(source: BannerSource): KnownBanners {
      const result: KnownBanners = {};
      if (!source.merchantCode) return result;
      const base = source.apiBase || opts.selfOrigin();
      for (const [lang, header] of Object.entries(LANGUAGES) as ['bn' | 'en', string][]) {
        const key = `${base}\n${source.merchantCode}\n${header}`;
        const entry = entries.get(key);
        if (entry?.url) result[lang] = entry.url;
        if ((!entry || now() - entry.at > ttl) && !pending.has(key)) {
          pending.set(key, refresh(key, base, { Merchant: source.merchantCode, Language: header, Device: 'MOBILE' }));
        }
      }
      return result;
    },
    /** For tests: the refreshes under way have ended. */
    settled: () => Promise.all([...pending.values()]).then(() => undefined),
  };
}
