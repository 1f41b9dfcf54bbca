// The releases as their origin serves them (issue 37 item 5, decision 049): the application server holds no release
// file; it reads each release's mf-manifest.json and release.json over HTTP from the brand's releasesBase, else
// RELEASES_ORIGIN (a CDN, or nginx serving the store folder in the local topology). A release is never written
// twice, so what was read once is kept for the life of the process; a 404 or a failure is asked again after a few
// seconds. Request handling reads the cache only (synchronously): the fetching happens where a brand is loaded.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { isRelease, type ReleaseRecord, releaseOfPath, releasePath } from './releases.ts';
import type { FirstScreen, RouteManifest } from '@wl/plain/routes';

/** The parts of a remote's mf-manifest.json the server reads (its routes, its first screens, its files for the hints). */
export interface RemoteManifest {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path: string };
    routeManifest?: RouteManifest;
    /** per route key: what the HTML needs to paint that page's first screen (page/first-frame.ts) */
    firstScreens?: Record<string, FirstScreen>;
    /** per expose path: the shared modules loaded on demand that its code uses, the shell's or its own (decisions 054, 065) */
    sharedOnDemand?: Record<string, string[]>;
  };
  exposes: { path: string; assets: Assets }[];
  /** the shared modules the remote brings, each with its own files */
  shared?: { name: string; assets: Assets }[];
}

type Assets = { js: { sync: string[] }; css: { sync: string[] } };

/**
 * A remote's manifest by its absolute URL, when this server can read it; null otherwise. Synchronous: a release's
 * is its origin's cache (release-origin.ts), filled when the brand was loaded, never a question asked per request.
 */
export type ManifestReader = (url: string) => RemoteManifest | null;

/**
 * What is known of a release at its origin: 'present' (its manifest read), 'absent' (a 404 or 410), 'failed' (no
 * answer in time, a 5xx, a body that is not a manifest) or 'pending' (never answered yet; asked now).
 */
export type Presence = 'present' | 'absent' | 'failed' | 'pending';

const text = v.string();
const strings = v.array(v.string());
const RouteManifestSchema = v.looseObject({
  remote: text,
  routes: v.array(
    v.looseObject({ key: text, path: text, aliases: v.optional(strings), module: v.optional(text), titles: v.optional(v.looseObject({})) }),
  ),
  slots: v.optional(v.record(v.string(), v.string())),
});
const FirstScreenSchema = v.looseObject({
  call: v.looseObject({ path: text, query: v.array(v.array(v.unknown())) }),
  images: v.looseObject({ at: text, count: v.number(), fields: strings }),
  appImage: text,
  boxes: v.looseObject({}),
});
const AssetsSchema = v.looseObject({ js: v.looseObject({ sync: strings }), css: v.looseObject({ sync: strings }) });
/** The parts of a manifest the server reads (runtime-file.ts's RemoteManifest), checked before it is believed; the rest kept. */
const RemoteManifestSchema = v.looseObject({
  metaData: v.looseObject({
    publicPath: v.optional(v.string()),
    remoteEntry: v.looseObject({ name: text, path: text }),
    routeManifest: v.optional(RouteManifestSchema),
    firstScreens: v.optional(v.record(v.string(), FirstScreenSchema)),
    sharedOnDemand: v.optional(v.record(v.string(), strings)),
  }),
  exposes: v.array(v.looseObject({ path: text, assets: AssetsSchema })),
  shared: v.optional(v.array(v.looseObject({ name: text, assets: AssetsSchema }))),
});
/** release.json as scripts/release.ts writes it. */
const ReleaseRecordSchema = v.looseObject({
  remote: text,
  version: v.pipe(v.string(), v.check(isRelease, 'is not a release version')),
  commit: text,
  builtAt: text,
  shared: v.record(v.string(), v.string()),
  routes: v.nullable(RouteManifestSchema),
  files: strings,
});

/** One answer of the origin: its status, and its body when it is 200. */
export type OriginAnswer = { status: number; body?: string };
/** How the origin is asked: a URL in, its answer out; throws on no answer. */
type OriginFetch = (url: string, signal: AbortSignal) => Promise<OriginAnswer>;

/**
 * HTTP(S) with fetch; a file: URL is a store folder read in place of an origin (a server run on its own over
 * RELEASES_DIR, a test), mapped as nginx maps it: <folder>/releases/<remote>/<version>/<file> is
 * <folder>/<remote>/<version>/<file>. The same answers (200, 404), the same cache: one reader.
 */
/** The store folder's file a file: URL names, mapped as nginx maps /releases/<remote>/<version>/<file>; null: none. */
function storeFileOf(url: string): string | null {
  const file = fileURLToPath(url);
  const at = file.lastIndexOf(`${path.sep}releases${path.sep}`);
  const release = at >= 0 ? releaseOfPath(file.slice(at).split(path.sep).join('/')) : null;
  return release ? path.join(file.slice(0, at), release.remote, release.version, release.file) : null;
}

const originFetch: OriginFetch = async (url, signal) => {
  if (url.startsWith('file:')) {
    const file = storeFileOf(url);
    if (!file) return { status: 404 };
    try {
      const body = await readFile(file, { encoding: 'utf8', signal });
      return { status: 200, body };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 404 };
      throw error;
    }
  }
  const reply = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  return reply.status === 200 ? { status: 200, body: await reply.text() } : { status: reply.status };
};

/** Whether the origin serves one file: its status (200, 404, ...); throws on no answer. */
type OriginHas = (url: string, signal: AbortSignal) => Promise<number>;

/** HEAD over HTTP(S); a file: URL's file looked up where originFetch reads it. */
const originHas: OriginHas = async (url, signal) => {
  if (!url.startsWith('file:')) return (await fetch(url, { method: 'HEAD', signal })).status;
  const file = storeFileOf(url);
  if (!file) return 404;
  try {
    return (await stat(file)).isFile() ? 200 : 404;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 404;
    throw error;
  }
};

/**
 * A release's files against its record (issue 39 item 5): 'whole' when the origin serves every file release.json
 * lists, 'damaged' with the ones it lacks (release.json itself, when it is gone), 'unknown' when it did not answer.
 */
export type Audit =
  | { state: 'whole'; record: ReleaseRecord }
  | { state: 'damaged'; missing: string[]; record: ReleaseRecord | null }
  | { state: 'unknown'; why: string };

export interface ReleaseOriginOptions {
  /** the origin of a brand with no releasesBase: an http(s) URL, or a file: URL of a store folder */
  origin: string;
  fetch?: OriginFetch;
  /** how a release's file is looked for (audit) */
  has?: OriginHas;
  /** how long a whole release's audit is kept (30 s): the health page asks at each view; a damaged one is kept retryMs */
  auditMs?: number;
  /** how long one question may take (3 s) */
  timeoutMs?: number;
  /** how long a 404 or a failure is believed before it is asked again (5 s) */
  retryMs?: number;
  now?: () => number;
  /** a failure, said once per URL and kind */
  log?: (line: string) => void;
}

interface Entry {
  state: Presence;
  manifest: RemoteManifest | null;
  /** when the state was learnt */
  at: number;
  why?: string;
  asking: Promise<Presence> | null;
}

export interface ReleaseOrigin {
  /** the default origin, as given (for the logs) */
  readonly origin: string;
  /** The URL of a release's manifest at the brand's origin (its releasesBase, else the default one). */
  manifestUrl(releasesBase: string | undefined, remote: string, version: string): string;
  /** What is known now of a manifest URL; a miss, or a stale 404 or failure, is asked in the background. */
  presence(url: string): Presence;
  /** The manifest as known now (null on a miss, which is asked in the background). */
  manifest(url: string): RemoteManifest | null;
  /** Asks the origin unless the answer is known and fresh; resolves with what is then known. */
  load(url: string): Promise<Presence>;
  /** Asks the origin now, whatever is known (the health page: a release removed from a damaged store shows). */
  check(url: string): Promise<Presence>;
  /** A release's record (release.json), asked now; null when the origin lacks it or fails. */
  record(releasesBase: string | undefined, remote: string, version: string): Promise<ReleaseRecord | null>;
  /**
   * Asks for every file a release's record lists, a few at a time: a file deleted from the store, or never copied to
   * the bucket, fails every page that needs it while the manifest still answers. With the record read (its shared
   * ranges: what the shell must provide). Kept for auditMs.
   */
  audit(releasesBase: string | undefined, remote: string, version: string): Promise<Audit>;
  /**
   * Another JSON file of a release (its first screens, decision 052), checked against its schema: as known now, a miss
   * asked in the background. A 404 is kept (a release is never written twice); a failure is asked again after retryMs.
   */
  file<T>(url: string, schema: v.GenericSchema<unknown, T>): T | null;
  /** Why a URL is absent or failed, for a refusal's message. */
  why(url: string): string | undefined;
  /** Grows each time something new is learnt: a folder's brand source reads its files again then. */
  generation(): number;
}

const trim = (base: string) => base.replace(/\/+$/, '');
/** One spelling per address (a host's case, a default port), so that one release is one entry of the cache. */
const normal = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/** The origin as a base URL: an http(s) URL as it is, a folder path as its file: URL. */
function originOf(setting: string): string {
  if (/^(https?|file):/.test(setting)) return trim(setting);
  return trim(`file://${path.resolve(setting)}`);
}

/** What one question to the origin learnt: its state, the body checked against its schema, or why not. */
interface Answer<T> {
  state: Presence;
  value?: T;
  why?: string;
}

type Question = <T>(url: string, schema: v.GenericSchema<unknown, T>) => Promise<Answer<T>>;

/** One question to the origin: a body read, checked against its schema. */
async function askOrigin<T>(ask: OriginFetch, timeoutMs: number, url: string, schema: v.GenericSchema<unknown, T>): Promise<Answer<T>> {
  try {
    const answer = await ask(url, AbortSignal.timeout(timeoutMs));
    if (answer.status === 404 || answer.status === 410) return { state: 'absent', why: `${answer.status}` };
    if (answer.status !== 200) return { state: 'failed', why: `answered ${answer.status}` };
    let json: unknown;
    try {
      json = JSON.parse(answer.body ?? '');
    } catch {
      return { state: 'failed', why: 'answered something that is not JSON' };
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return { state: 'failed', why: `answered JSON that is not one (${v.getDotPath(issue) ?? ''} ${issue.message})` };
    }
    return { state: 'present', value: parsed.output };
  } catch (error) {
    const name = (error as Error)?.name;
    return {
      state: 'failed',
      why: name === 'TimeoutError' || name === 'AbortError' ? `no answer in ${timeoutMs} ms` : `no answer (${(error as Error).message})`,
    };
  }
}

interface CacheTimes {
  now: () => number;
  retryMs: number;
}

/** The manifests as learnt from the origin, by URL: one question at a time per URL, a 404 or failure asked again after retryMs. */
function manifestCache(question: Question, { now, retryMs }: CacheTimes, log: (line: string) => void) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const fetchInto = (url: string, entry: Entry): Promise<Presence> => {
    if (entry.asking) return entry.asking;
    entry.asking = question(url, RemoteManifestSchema).then((result) => {
      const changed = result.state !== entry.state;
      if (result.state === 'failed' && (changed || result.why !== entry.why)) log(`[releases] ${url}: ${result.why}`);
      entry.state = result.state;
      entry.manifest = result.state === 'present' ? (result.value as RemoteManifest) : null;
      entry.why = result.why;
      entry.at = now();
      entry.asking = null;
      if (changed) generation += 1;
      return entry.state;
    });
    return entry.asking;
  };

  const entryOf = (url: string) => {
    let entry = entries.get(url);
    if (!entry) {
      entry = { state: 'pending', manifest: null, at: 0, asking: null };
      entries.set(url, entry);
    }
    return entry;
  };
  const fresh = (entry: Entry) => entry.state === 'present' || (entry.state !== 'pending' && now() - entry.at < retryMs);
  return {
    /** The entry of a manifest URL, asked in the background when its answer is missing or stale. */
    known: (url: string) => {
      const entry = entryOf(url);
      if (!fresh(entry)) void fetchInto(url, entry);
      return entry;
    },
    load: async (url: string) => {
      const entry = entryOf(url);
      return fresh(entry) ? entry.state : fetchInto(url, entry);
    },
    check: async (url: string) => {
      const entry = entryOf(url);
      if (entry.state !== 'present') return fetchInto(url, entry);
      // a release read once stays read (the runtime files go on with it): this question is the health page's own
      return (await question(url, RemoteManifestSchema)).state;
    },
    why: (url: string) => entries.get(url)?.why,
    generation: () => generation,
  };
}

/** Which of a release's files the origin lacks, and the first that got no clear answer. */
async function missingFiles(folder: string, files: string[], has: (url: string) => Promise<number>) {
  const missing: string[] = [];
  let failed: string | null = null;
  // eight at a time: a release has some fifty files, and a CDN takes many questions at once
  for (let at = 0; at < files.length; at += 8)
    await Promise.all(
      files.slice(at, at + 8).map(async (file) => {
        try {
          const status = await has(`${folder}${file}`);
          if (status === 404 || status === 410) missing.push(file);
          else if (status !== 200) failed ??= `${file}: answered ${status}`;
        } catch (error) {
          failed ??= `${file}: no answer (${(error as Error).message})`;
        }
      }),
    );
  return { missing, failed };
}

/** A release's folder at its origin against its release.json. */
async function auditRelease(folder: string, question: Question, has: (url: string) => Promise<number>): Promise<Audit> {
  const result = await question(`${folder}release.json`, ReleaseRecordSchema);
  if (result.state === 'absent') return { state: 'damaged', missing: ['release.json'], record: null };
  if (result.state !== 'present') return { state: 'unknown', why: `release.json: ${result.why}` };
  const record = result.value as ReleaseRecord;
  const { missing, failed } = await missingFiles(folder, record.files, has);
  if (missing.length) return { state: 'damaged', missing: missing.sort(), record };
  return failed ? { state: 'unknown', why: failed } : { state: 'whole', record };
}

/** Audits by release folder, a whole one kept auditMs. */
function auditCache(audit: (folder: string) => Promise<Audit>, { now, retryMs }: CacheTimes, auditMs: number) {
  const audits = new Map<string, { at: number; audit: Promise<Audit> }>();
  return (folder: string): Promise<Audit> => {
    const kept = audits.get(folder);
    if (kept && now() - kept.at < auditMs) return kept.audit;
    const found = audit(folder);
    const entry = { at: now(), audit: found };
    audits.set(folder, entry);
    // a damaged or unanswered release is asked again as soon as a 404 is (a repair shows within retryMs)
    void found.then((result) => {
      if (result.state !== 'whole') entry.at = now() - auditMs + retryMs;
    });
    return found;
  };
}

/** A release's other JSON files as known now, a miss asked in the background; a 404 kept, a failure asked again after retryMs. */
function fileCache(question: Question, { now, retryMs }: CacheTimes) {
  const files = new Map<string, { state: Presence; value: unknown; at: number; asking: boolean }>();
  return <T>(url: string, schema: v.GenericSchema<unknown, T>) => {
    let entry = files.get(url);
    if (!entry) files.set(url, (entry = { state: 'pending', value: null, at: 0, asking: false }));
    const known = entry;
    const stale = known.state === 'pending' || (known.state === 'failed' && now() - known.at >= retryMs);
    if (stale && !known.asking) {
      known.asking = true;
      void question(url, schema).then((result) => {
        Object.assign(known, { state: result.state, value: result.value ?? null, at: now(), asking: false });
      });
    }
    return known.value as T | null;
  };
}

export function releaseOrigin(options: ReleaseOriginOptions): ReleaseOrigin {
  const ask = options.fetch ?? originFetch;
  const askHas = options.has ?? originHas;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const times: CacheTimes = { now: options.now ?? Date.now, retryMs: options.retryMs ?? 5_000 };
  const log = options.log ?? ((line: string) => console.warn(line));
  const base = originOf(options.origin);
  const question: Question = (url, schema) => askOrigin(ask, timeoutMs, url, schema);
  const manifests = manifestCache(question, times, log);
  const has = (url: string) => askHas(url, AbortSignal.timeout(timeoutMs));
  const audit = auditCache((folder) => auditRelease(folder, question, has), times, options.auditMs ?? 30_000);
  const folderOf = (releasesBase: string | undefined, remote: string, version: string) =>
    `${trim(releasesBase || base)}${releasePath(remote, version)}`;
  return {
    origin: base,
    manifestUrl: (releasesBase, remote, version) => normal(`${folderOf(releasesBase, remote, version)}mf-manifest.json`),
    presence: (url) => manifests.known(url).state,
    manifest: (url) => manifests.known(url).manifest,
    load: manifests.load,
    check: manifests.check,
    record: async (releasesBase, remote, version) => {
      const result = await question(`${folderOf(releasesBase, remote, version)}release.json`, ReleaseRecordSchema);
      return result.state === 'present' ? (result.value as ReleaseRecord) : null;
    },
    audit: (releasesBase, remote, version) => audit(folderOf(releasesBase, remote, version)),
    file: fileCache(question, times),
    why: manifests.why,
    generation: manifests.generation,
  };
}

/**
 * The manifests a page's runtime file names, read from the origin's cache: a release under the page's own origin
 * is the default origin's (the server asks RELEASES_ORIGIN, never its own public name), one under another origin
 * (a brand's releasesBase) that origin's. Anything else (a live build's URL) is not a release: null.
 */
export function originManifests(origin: ReleaseOrigin, pageOrigin: string): ManifestReader {
  return (url) => {
    const at = releaseManifestUrl(origin, pageOrigin, url);
    return at ? origin.manifest(at) : null;
  };
}

/** The origin's address of a release's manifest named by a runtime file's URL, or null for what is not a release. */
export function releaseManifestUrl(origin: ReleaseOrigin, pageOrigin: string, url: string): string | null {
  let at: URL;
  try {
    at = new URL(url);
  } catch {
    return null;
  }
  const start = at.pathname.indexOf('/releases/');
  const release = start >= 0 ? releaseOfPath(at.pathname.slice(start)) : null;
  if (release?.file !== 'mf-manifest.json') return null;
  if (at.origin === pageOrigin && start === 0) return origin.manifestUrl(undefined, release.remote, release.version);
  return normal(`${at.origin}${at.pathname}`);
}
