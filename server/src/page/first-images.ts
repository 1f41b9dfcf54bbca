// The first images of a page's first screen as the server last saw them, per platform, merchant, language and
// query (issue 12; decision 022): with them the page's HTML preloads (and, where the page says so, paints) its
// largest images while it is still being read, instead of a round trip (the call that names them) and a busy
// main thread later (first-frame.ts). What the call is, which query it is known for and where the images are
// in its answer is the page's own data (FirstScreen, published in its remote's mf-manifest.json): nothing of
// any page is written here. The page is never held up for it: a miss or a stale entry is answered without the
// images (the page's own call paints them then) and refreshed in the background; a failed refresh forgets the
// entry, so a removed image is never painted for long.
import { STARTUP_CALLS } from '@wl/plain/startup-calls';
import { fullUrl } from '@wl/plain/address';
import { acceptedParams, callParams } from '@wl/plain/calls';
import type { FirstScreen } from '@wl/plain/routes';

const LANGUAGES = { bn: 'BN', en: 'EN' } as const;
type Lang = keyof typeof LANGUAGES;

export interface FirstImagesOptions {
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

/**
 * Answers of the platform kept per key: given while fresh or stale, fetched again in the background when
 * missing or stale (one fetch per key at a time), forgotten when a fetch fails. Never waited for.
 */
function backgroundCache<T>(opts: { ttlMs?: number; now?: () => number }) {
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

/**
 * An image's address as the page shows it, from the first of `fields` that names one, when it is known here.
 * It also runs in the page (first-frame.ts writes its source into the inline script): no imports, plain ES2020.
 */
export function imageOf(item: Record<string, unknown> | null | undefined, fields: string[], cdns: boolean): string | null {
  const icon = fields.map((field) => item?.[field]).find((v) => typeof v === 'string' && v);
  if (typeof icon !== 'string') return null;
  // a relative address goes to an image CDN the app picks at random when the platform names one
  if (/^https?:\/\//.test(icon)) return icon;
  return /^\/(?!\/)/.test(icon) && !cdns ? icon : null;
}

/** The first screen's query from the address's, or null when it is not one the page says it is known for. */
export function screenQuery(screen: FirstScreen, search: string): Record<string, string> | null {
  const known = screen.params ?? {};
  if (screen.params && [...new URLSearchParams(search).keys()].some((k) => !(k in known))) return null;
  return acceptedParams(screen.params, search);
}

/** The call's address exactly as the page writes it (the same keys in the same order, empty values kept). */
function screenCall(screen: FirstScreen, apiBase: string, merchant: string, language: string, search: string) {
  return fullUrl(
    apiBase,
    screen.call.path,
    callParams({ ...screen.call, params: screen.params }, search, { merchant, language }) ?? undefined,
  );
}

/** The boxes' top below the header for this query. */
function screenTop(screen: FirstScreen, query: Record<string, string>): number {
  const { top } = screen.boxes;
  return typeof top === 'number' ? top : (top.values[query[top.param] ?? ''] ?? top.otherwise);
}

export interface FirstImages {
  /** the boxes' top below the header (screenTop) */
  top: number;
  /** the call per platform language, as the head's script starts it */
  calls: Partial<Record<'BN' | 'EN', string>>;
  /** the first images per language, as the server last saw them */
  images: Partial<Record<Lang, string[]>>;
}

export function createFirstImagesCache(opts: FirstImagesOptions) {
  const fetchJson = opts.fetchJson ?? defaultFetchJson;
  const cache = backgroundCache<string[]>(opts);

  async function load(screen: FirstScreen, call: string, statusCall: string, headers: Record<string, string>) {
    const [answer, status] = await Promise.all([fetchJson(call, headers), fetchJson(statusCall, headers)]);
    const cdns = ((envelopeValue(status) as { info?: { imageCdns?: unknown[] } })?.info?.imageCdns ?? []).length > 0;
    const value = envelopeValue(answer) as Record<string, unknown> | undefined;
    const items = (screen.images.at ? value?.[screen.images.at] : value) as Record<string, unknown>[] | undefined;
    const images = (Array.isArray(items) ? items : [])
      .slice(0, screen.images.count)
      .map((item) => imageOf(item, screen.images.fields, cdns));
    // an image the server cannot know (a CDN's pick) and none at all are the same to the page: nothing to hint
    return images.every((u): u is string => u !== null) ? images : [];
  }

  return {
    /** The calls and the known images of a page's first screen for its query; a missing or stale entry is fetched for the next page. */
    forPage(source: { merchantCode?: string; apiBase?: string }, screen: FirstScreen, search: string): FirstImages | null {
      const query = screenQuery(screen, search);
      if (!source.merchantCode || !query) return null;
      const base = source.apiBase || opts.selfOrigin();
      const result: FirstImages = { top: screenTop(screen, query), calls: {}, images: {} };
      for (const [lang, header] of Object.entries(LANGUAGES) as [Lang, 'BN' | 'EN'][]) {
        result.calls[header] = screenCall(screen, source.apiBase ?? '', source.merchantCode, header, search);
        const call = screenCall(screen, base, source.merchantCode, header, search);
        const headers = { Merchant: source.merchantCode, Language: header, Device: 'MOBILE' };
        // the platform down or answering an error: nothing is hinted until it answers again
        const images = cache.get(`${call}\n${header}`, () => load(screen, call, `${base}${STARTUP_CALLS.status}`, headers));
        if (images?.length) result.images[lang] = images;
      }
      return result;
    },
    settled: cache.settled,
  };
}

export type FirstImagesCache = ReturnType<typeof createFirstImagesCache>;
