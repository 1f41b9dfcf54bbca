// The brands' config store (issue 37 item 4, decision 048): etcd, which every application server reads and watches,
// written only by `pnpm ops brand publish|rollback` (scripts/ops.ts) through BrandStore below. Keys, under a prefix:
//   current/<id>          the brand file as published: what the servers serve
//   history/<id>/<n>      the publish that made version n (who, when, the file, the change): never deleted
// The history is ours and append-only because etcd compacts its own revisions; the servers still agree by etcd's
// revision, the one counter of the whole key space.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Etcd3, type IOptions, type Watcher } from 'etcd3';
import { parseBrandFile } from './brand-file.ts';
import {
  type Brand,
  type BrandSource,
  type BrandsVersion,
  brandForHost,
  brandOfFile,
  conflicts,
  addedReleaseProblems,
  loadReleases,
  parseBrandText,
  type RefusedFile,
  readBrandText,
} from './brands.ts';
import type { ReleaseOrigin } from './release-origin.ts';
import type { ShellProvides } from './shell-compat.ts';

export const DEFAULT_PREFIX = '/wl/brands/';

/** One changed place of a brand file: its JSON path, and its value before and after (absent: not there). */
export interface Change {
  path: string;
  before?: unknown;
  after?: unknown;
}

/** One publish as the history keeps it. */
export interface PublishRecord {
  id: string;
  version: number;
  by: string;
  at: string;
  /** a rollback names the version whose file it published again */
  rollbackOf?: number;
  /** the brand was taken out of the store: no server serves it; a rollback to an earlier version brings it back */
  deleted?: true;
  /** the file as published, whole: a rollback publishes it again ('' for a deletion) */
  file: string;
  /** against the version before (every field for the first) */
  changes: Change[];
}

export interface PublishOptions {
  by: string;
  releases?: ReleaseOrigin;
  /** the strict singletons the production shell provides (its shared.json): a release added that it cannot run is refused */
  shell?: ShellProvides | null;
  now?: Date;
  rollbackOf?: number;
  /** the brand's key's mod revision the file was made from ('0': none): refused if another publish came since */
  basedOn?: string;
  /**
   * more keys written in the same transaction (a null value deletes), given the version being published, on condition
   * that each key of `unchangedSince` still has its mod revision ('0': absent)
   */
  also?: { unchangedSince: [key: string, modRevision: string][]; writes: (version: number) => [key: string, value: string | null][] };
}

export type PublishResult =
  | { ok: true; unchanged: false; record: PublishRecord; revision: number }
  | { ok: true; unchanged: true; version: number }
  | { ok: false; problems: string[] };

/** Where two JSON values differ, path by path; arrays are compared whole (a host list is one setting). */
export function jsonChanges(before: unknown, after: unknown, at = ''): Change[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => jsonChanges(before[key], after[key], at ? `${at}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: at, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}

/** A client of the store at BRANDS_STORE's address(es): etcd://host:port[,host:port]. */
export function storeClient(address: string, options: Partial<IOptions> = {}): Etcd3 {
  const hosts = address
    .replace(/^etcd:\/\//, '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => (/^https?:\/\//.test(host) ? host : `http://${host}`));
  if (!hosts.length) throw new Error(`BRANDS_STORE names no store: ${JSON.stringify(address)}`);
  // a call to a store that is away fails in seconds, so a command or a start says so instead of hanging; never the
  // watch's stream, which lives as long as the server
  return new Etcd3({
    hosts,
    dialTimeout: 2_000,
    defaultCallOptions: (context) => (context.isStream ? {} : { deadline: Date.now() + 5_000 }),
    // the watch tries again every second (the client's own backoff grows to 30 s): a store back after an outage is
    // read within a second or two, as a publish is
    faultHandling: { watchBackoff: EVERY_SECOND },
    ...options,
  });
}

type Backoff = NonNullable<NonNullable<IOptions['faultHandling']>['watchBackoff']>;
const EVERY_SECOND: Backoff = { duration: 1_000, next: () => EVERY_SECOND };

const versionKey = (version: number) => String(version).padStart(10, '0');

/** Publishing, history and rollback: what scripts/ops.ts runs, checked as the servers check a brand file. */
export class BrandStore {
  readonly client: Etcd3;
  readonly prefix: string;
  constructor(client: Etcd3, prefix: string = DEFAULT_PREFIX) {
    this.client = client;
    this.prefix = prefix;
  }

  private currentKey = (id: string) => `${this.prefix}current/${id}`;
  private historyPrefix = (id: string) => `${this.prefix}history/${id}/`;

  /** Every brand file in the store now, by id. */
  async current(): Promise<Map<string, string>> {
    const files = await this.client.getAll().prefix(`${this.prefix}current/`).strings();
    return new Map(Object.entries(files).map(([key, text]) => [key.slice(`${this.prefix}current/`.length), text]));
  }

  /** Every publish of a brand, oldest first. */
  async history(id: string): Promise<PublishRecord[]> {
    const records = await this.client.getAll().prefix(this.historyPrefix(id)).sort('Key', 'Ascend').strings();
    return Object.values(records).map((text) => JSON.parse(text) as PublishRecord);
  }

  /**
   * Publishes a brand file, or refuses it whole: it must be JSON, pass the server's schema, name only releases its
   * origin answered present for (when releases is given, decision 049: a release it lacks, or did not answer for,
   * refuses it), add no release whose files do not match its release.json nor one the shell cannot run (issue 39,
   * given `shell`) and claim no host of another brand in the store. Written with
   * its history record in one transaction, on condition that nobody published the brand meanwhile.
   */
  async publish(text: string, options: PublishOptions): Promise<PublishResult> {
    const parsed = parseBrandText(text);
    if (!parsed.ok) return parsed;
    const id = parsed.file.id;
    if (options.releases) await loadReleases([parsed.file], options.releases);
    const reading = brandOfFile(`${id}.json`, parsed.file, options.releases && { origin: options.releases, strict: true });
    if (!reading.ok) return { ok: false, problems: reading.problems };
    const current = await this.current();
    if (options.releases) {
      // what the file adds to the brand's current one (none of it: a new brand)
      const before = current.get(id);
      const previous = before === undefined ? null : parseBrandText(before);
      const added = await addedReleaseProblems(parsed.file, previous?.ok ? previous.file : null, options.releases, options.shell);
      if (added.length) return { ok: false, problems: added };
    }
    const others = [...current]
      .filter(([other]) => other !== id)
      .map(([other, otherText]) => readBrandText(`${other}.json`, otherText))
      .flatMap((r) => (r.ok ? [r.brand] : []));
    const clash = conflicts([...others, reading.brand]);
    if (clash.length) return { ok: false, problems: clash };

    const [now, history] = await Promise.all([
      this.client.get(this.currentKey(id)).exec(),
      this.client.getAll().prefix(this.historyPrefix(id)).sort('Key', 'Descend').limit(1).strings(),
    ]);
    const previous = now.kvs[0];
    // the caller made this file of the version it read: one published since would be undone by it
    if (options.basedOn !== undefined && (previous?.mod_revision ?? '0') !== options.basedOn)
      return { ok: false, problems: [`${id} was published by someone else meanwhile: nothing written; run it again`] };
    const previousText = previous ? previous.value.toString() : null;
    const last = Object.values(history)[0];
    const lastVersion = last ? (JSON.parse(last) as PublishRecord).version : 0;
    // the first version's change is every field of it
    const changes = jsonChanges(previousText === null ? {} : JSON.parse(previousText), JSON.parse(text));
    if (previousText !== null && changes.length === 0) return { ok: true, unchanged: true, version: lastVersion };
    const record: PublishRecord = {
      id,
      version: lastVersion + 1,
      by: options.by,
      at: (options.now ?? new Date()).toISOString(),
      ...(options.rollbackOf ? { rollbackOf: options.rollbackOf } : {}),
      file: text,
      changes,
    };
    const recordKey = `${this.historyPrefix(id)}${versionKey(record.version)}`;
    // both keys or neither, and only over what this command read: a publish in between makes this one fail; with the
    // caller's own keys on the caller's own conditions (a rollout's state and decision, rollouts/controller.ts)
    let written = this.client
      .if(this.currentKey(id), 'Mod', '==', previous ? previous.mod_revision : '0')
      .and(recordKey, 'Create', '==', '0');
    for (const [key, modRevision] of options.also?.unchangedSince ?? []) written = written.and(key, 'Mod', '==', modRevision);
    const result = await written
      .then(
        this.client.put(this.currentKey(id)).value(text),
        this.client.put(recordKey).value(JSON.stringify(record)),
        ...(options.also?.writes(record.version) ?? []).map(([key, value]) =>
          value === null ? this.client.delete().key(key) : this.client.put(key).value(value),
        ),
      )
      .commit();
    if (!result.succeeded) return { ok: false, problems: [`${id} was published by someone else meanwhile: nothing written; run it again`] };
    return { ok: true, unchanged: false, record, revision: Number(result.header.revision) };
  }

  /**
   * Publishes every brand file of a folder when the store holds no brand yet (a new site's first start, the local
   * topology's own store): nothing when it holds one, since the store is then what the site serves. A file that
   * does not pass stops it, with what was published before it kept.
   */
  async seedFromFolder(dir: string, options: { by: string; releases?: ReleaseOrigin }): Promise<string[]> {
    if ((await this.current()).size) return [];
    const published: string[] = [];
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const result = await this.publish(readFileSync(path.join(dir, name), 'utf8'), options);
      if (!result.ok) throw new Error(`${name} is not published to the brands' store: ${result.problems.join('; ')}`);
      published.push(name);
    }
    return published;
  }

  /**
   * Takes a brand out of the store: every server stops serving it (its hosts then answer as no brand's). Kept in the
   * history as a version of its own, with who and when, so that a rollback to an earlier version brings it back.
   * On condition that nobody published the brand meanwhile.
   */
  async remove(id: string, options: { by: string; now?: Date }): Promise<PublishResult> {
    const [now, history] = await Promise.all([
      this.client.get(this.currentKey(id)).exec(),
      this.client.getAll().prefix(this.historyPrefix(id)).sort('Key', 'Descend').limit(1).strings(),
    ]);
    const previous = now.kvs[0];
    if (!previous) return { ok: false, problems: [`${id} is not in the store (pnpm ops brand history ${id})`] };
    const last = Object.values(history)[0];
    const record: PublishRecord = {
      id,
      version: (last ? (JSON.parse(last) as PublishRecord).version : 0) + 1,
      by: options.by,
      at: (options.now ?? new Date()).toISOString(),
      deleted: true,
      file: '',
      changes: jsonChanges(JSON.parse(previous.value.toString()), {}),
    };
    const recordKey = `${this.historyPrefix(id)}${versionKey(record.version)}`;
    const result = await this.client
      .if(this.currentKey(id), 'Mod', '==', previous.mod_revision)
      .and(recordKey, 'Create', '==', '0')
      .then(this.client.delete().key(this.currentKey(id)), this.client.put(recordKey).value(JSON.stringify(record)))
      .commit();
    if (!result.succeeded) return { ok: false, problems: [`${id} was published by someone else meanwhile: nothing written; run it again`] };
    return { ok: true, unchanged: false, record, revision: Number(result.header.revision) };
  }

  /** Publishes an earlier version's file again, as a new version, checked as any publish. */
  async rollback(
    id: string,
    version: number,
    options: { by: string; releases?: ReleaseOrigin; shell?: ShellProvides | null; now?: Date },
  ): Promise<PublishResult> {
    const text = await this.client.get(`${this.historyPrefix(id)}${versionKey(version)}`).string();
    if (text === null) return { ok: false, problems: [`${id} has no version ${version} (pnpm ops brand history ${id})`] };
    const earlier = JSON.parse(text) as PublishRecord;
    if (earlier.deleted) return { ok: false, problems: [`${id}'s version ${version} is its deletion: roll back to a version before it`] };
    return this.publish(earlier.file, { ...options, rollbackOf: version });
  }
}

export interface StoreBrandSourceOptions {
  client: Etcd3;
  /** the store's address: two stores' snapshots kept in one state folder never meet */
  storeName?: string;
  prefix?: string;
  /** the releases' origin (decision 049): a file naming a release it lacks is refused */
  releases?: ReleaseOrigin;
  /** where the last applied snapshot is kept, so that a start while the store is away still serves */
  stateDir?: string;
  /** where each brand's assets are (config/whitelabels: <id>/ in it); the store holds the files only */
  assetsRoot?: string;
  /** what is said once of each change of state (the store away, back; a refused value) */
  log?: (line: string) => void;
}

export interface StoreBrandSource extends BrandSource {
  /** resolves once a snapshot is applied: the store's, or while it is away the one kept in the state folder */
  ready(): Promise<void>;
  version(): BrandsVersion;
  close(): Promise<void>;
}

interface Snapshot {
  revision: number;
  brands: Brand[];
  refused: RefusedFile[];
  /** per id, the text of its last good version (what is kept in the state folder) */
  texts: Map<string, string>;
}

type BrandReading = ReturnType<typeof readBrandText>;

/** What reading a snapshot's values needs: where they are, what is said of a refusal, how a value is read. */
interface SnapshotReader {
  prefix: string;
  log: (line: string) => void;
  brandOf: (id: string, text: string) => BrandReading;
}

/** A brand a snapshot takes; a changed one is a new reading of its value and yields a host to one that did not change. */
interface Taken {
  brand: Brand;
  changed: boolean;
  text: string;
}

/** One file per store and prefix: two stores' snapshots kept in one state folder never meet. */
function keptSnapshotPath(options: StoreBrandSourceOptions, prefix: string): string | null {
  if (!options.stateDir) return null;
  const name = createHash('sha256')
    .update(`${options.storeName ?? ''} ${prefix}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(options.stateDir, `brands-store-${name}.json`);
}

/** A current/ key's value read as a brand file: its id must be its key's; its assets are looked for under assetsRoot. */
function storedBrand(options: StoreBrandSourceOptions, prefix: string, id: string, text: string): BrandReading {
  const reading = readBrandText(`${prefix}${id}`, text, options.releases && { origin: options.releases });
  if (!reading.ok) return reading;
  if (reading.brand.id !== id) return { ok: false, problems: [`its id ${reading.brand.id} is not its key's ${id}`] };
  const assets = options.assetsRoot ? path.join(options.assetsRoot, id) : null;
  const assetsDir = assets && existsSync(assets) && statSync(assets).isDirectory() ? assets : null;
  return { ok: true, brand: { ...reading.brand, assetsDir } };
}

/** A refused value's brand's newest good version in the store's history (lastGoodInHistory). */
interface HistoryVersion {
  brand: Brand;
  text: string;
  version: number;
}

/** How many of a brand's newest publishes are read for a good one when its value is refused. */
const HISTORY_READ = 20;

/**
 * For each value refused at this revision, its brand's newest publish that reads as good, from the store's history at
 * the same revision. Every server then falls back to the same version, whatever it had seen before: a server that
 * missed a good publish just before a bad write (its reads coalesced) fell back to an older version than the others,
 * and a server that started after it had none and left the brand out.
 */
async function lastGoodInHistory(
  options: StoreBrandSourceOptions,
  revision: number,
  values: Map<string, string>,
  applied: Snapshot,
  reader: SnapshotReader,
): Promise<Map<string, HistoryVersion>> {
  const found = new Map<string, HistoryVersion>();
  for (const [id, text] of values) {
    if (applied.texts.get(id) === text || reader.brandOf(id, text).ok) continue;
    const records = await options.client
      .getAll()
      .prefix(`${options.prefix ?? DEFAULT_PREFIX}history/${id}/`)
      .revision(revision)
      .sort('Key', 'Descend')
      .limit(HISTORY_READ)
      .strings();
    const published = Object.values(records)
      .map((record) => JSON.parse(record) as PublishRecord)
      .filter((record) => !record.deleted && record.file !== text);
    await fetchReleases(options.releases, new Map(published.map((record) => [String(record.version), record.file])));
    for (const record of published) {
      const reading = reader.brandOf(id, record.file);
      if (!reading.ok) continue;
      found.set(id, { brand: reading.brand, text: record.file, version: record.version });
      break;
    }
  }
  return found;
}

/**
 * Each value read as its brand, a refused one replaced by its last good version: the newest good one of its history
 * (lastGoodInHistory), else the one this server served, else none (the brand left out).
 */
function takeValues(
  applied: Snapshot,
  before: Map<string, Brand>,
  revision: number,
  values: Map<string, string>,
  reader: SnapshotReader,
  refused: RefusedFile[],
  lastGood: Map<string, HistoryVersion>,
): Taken[] {
  const { prefix, log } = reader;
  const taken: Taken[] = [];
  for (const [id, text] of [...values].sort(([a], [b]) => a.localeCompare(b))) {
    const unchanged = applied.texts.get(id) === text;
    if (unchanged && before.has(id)) {
      taken.push({ brand: before.get(id)!, changed: false, text });
      continue;
    }
    const reading = reader.brandOf(id, text);
    if (reading.ok) {
      taken.push({ brand: reading.brand, changed: true, text });
      continue;
    }
    const inHistory = lastGood.get(id);
    const earlier = inHistory?.brand ?? before.get(id);
    const which = inHistory ? ` (version ${inHistory.version} of its history)` : '';
    log(
      `[brands] ${prefix}${id} at revision ${revision} refused: ${reading.problems.join('; ')}. ${earlier ? `${id} goes on with its last good version${which}.` : 'It never had a good version: its brand is left out.'}`,
    );
    refused.push({ file: `${prefix}${id}`, problems: reading.problems, serving: earlier ? 'last good' : 'none' });
    if (!earlier) continue;
    const earlierText = inHistory?.text ?? applied.texts.get(id)!;
    taken.push({ brand: earlier, changed: earlierText !== applied.texts.get(id), text: earlierText });
  }
  return taken;
}

/** The brands taken, with no two claiming one host. */
function settleHosts(
  applied: Snapshot,
  before: Map<string, Brand>,
  taken: Taken[],
  reader: SnapshotReader,
  refused: RefusedFile[],
): { brands: Brand[]; texts: Map<string, string> } {
  const { prefix, log } = reader;
  const brands: Brand[] = [];
  const texts = new Map<string, string>();
  // as in a folder: what did not change keeps what it claims, a changed brand that claims another's host loses
  for (const entry of [...taken.filter((e) => !e.changed), ...taken.filter((e) => e.changed)]) {
    const clash = conflicts([...brands, entry.brand]);
    if (clash.length === 0) {
      brands.push(entry.brand);
      texts.set(entry.brand.id, entry.text);
      continue;
    }
    const earlier = before.get(entry.brand.id);
    const fallback = earlier && conflicts([...brands, earlier]).length === 0 ? earlier : null;
    log(
      `[brands] ${clash.join('; ')}: ${fallback ? `${entry.brand.id} goes on with its last good version` : `${entry.brand.id} is left out`}`,
    );
    refused.push({ file: `${prefix}${entry.brand.id}`, problems: clash, serving: fallback ? 'last good' : 'none' });
    if (fallback) {
      brands.push(fallback);
      texts.set(fallback.id, applied.texts.get(fallback.id)!);
    }
  }
  return { brands, texts };
}

/** The snapshot the store's values at a revision make, on top of the one applied. */
function nextSnapshot(
  applied: Snapshot,
  revision: number,
  values: Map<string, string>,
  reader: SnapshotReader,
  lastGood: Map<string, HistoryVersion>,
): Snapshot {
  const before = new Map(applied.brands.map((brand) => [brand.id, brand]));
  const refused: RefusedFile[] = [];
  const taken = takeValues(applied, before, revision, values, reader, refused, lastGood);
  const { brands, texts } = settleHosts(applied, before, taken, reader, refused);
  brands.sort((a, b) => a.id.localeCompare(b.id));
  return { revision, brands, refused, texts };
}

/** Kept so that a start while the store is away still serves; renamed into place, so a crash never leaves half a file. */
function keepSnapshot(keep: string, snapshot: Snapshot, log: (line: string) => void): void {
  try {
    mkdirSync(path.dirname(keep), { recursive: true });
    writeFileSync(`${keep}.tmp`, JSON.stringify({ revision: snapshot.revision, files: Object.fromEntries(snapshot.texts) }));
    renameSync(`${keep}.tmp`, keep);
  } catch (error) {
    log(`[brands] the applied snapshot was not kept: ${error instanceof Error ? error.message : error}`);
  }
}

/** The snapshot kept in the state folder, if there is one. */
function keptSnapshot(keep: string | null): { revision: number; values: Map<string, string> } | null {
  if (!keep || !existsSync(keep)) return null;
  const kept = JSON.parse(readFileSync(keep, 'utf8')) as { revision: number; files: Record<string, string> };
  return { revision: kept.revision, values: new Map(Object.entries(kept.files)) };
}

/**
 * The releases a snapshot's files name, asked of their origin before it is applied (decision 049): the check and
 * the runtime files then read answers, and a request never waits on the origin.
 */
async function fetchReleases(releases: ReleaseOrigin | undefined, values: Map<string, string>): Promise<void> {
  if (!releases) return;
  const configs = [...values.values()].flatMap((text) => {
    try {
      const parsed = parseBrandFile(JSON.parse(text));
      return parsed.ok ? [parsed.file] : [];
    } catch {
      return [];
    }
  });
  await loadReleases(configs, releases);
}

/** Whether the store answers, said once of each change of state. */
function storeReachability(log: (line: string) => void, servingRevision: () => number) {
  let unreachableSince: string | null = null;
  return {
    since: () => unreachableSince,
    away: (why: unknown) => {
      if (unreachableSince) return;
      unreachableSince = new Date().toISOString();
      log(
        `[brands] the config store is unreachable (${why instanceof Error ? why.message : why}): serving revision ${servingRevision()} meanwhile`,
      );
    },
    back: () => {
      if (!unreachableSince) return;
      unreachableSince = null;
      log(`[brands] the config store answers again`);
    },
  };
}

/** Runs `once`; calls while it runs make one more run after it, not one each. */
function coalescedReads(once: () => Promise<void>, closed: () => boolean): () => Promise<void> {
  let reading: Promise<void> | null = null;
  let again = false;
  return () => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await once();
      } while (again && !closed());
    })().finally(() => {
      reading = null;
    });
    return reading;
  };
}

/** Watches the prefix, reading it whole again at each event and connection; `cancel` stops it and its retry. */
function watchStore(
  client: Etcd3,
  prefix: string,
  read: () => Promise<void>,
  away: (why: unknown) => void,
  closed: () => boolean,
): { cancel: () => Promise<void> } {
  let retry: ReturnType<typeof setTimeout> | null = null;
  // attached at once, connected whenever the store answers: a watcher that never connected can still be cancelled
  // from now, not from the applied revision: each connection reads the whole prefix anyway, and a revision kept
  // from another store's life (a store rebuilt from a backup counts again from 1) would be a start in the future
  const watcher: Watcher = client.watch().prefix(prefix).watcher();
  // every event, and every connection (the first one, and after a loss: events may have been missed), reads the
  // whole prefix again
  const refresh = () =>
    void read().catch((error: unknown) => {
      away(error);
      // no event may come to ask again (the client's breaker refuses calls for a while after failures): try each second
      if (closed() || retry) return;
      retry = setTimeout(() => {
        retry = null;
        refresh();
      }, 1_000);
    });
  watcher.on('data', refresh);
  watcher.on('connected', refresh);
  watcher.on('disconnected', away);
  watcher.on('error', away);
  return {
    cancel: async () => {
      if (retry) clearTimeout(retry);
      await watcher.cancel();
    },
  };
}

/**
 * The brands as the store holds them: every current/ key read at one revision, each checked as a brand file, and
 * read again at each change the watch tells of, so a snapshot is never half of two publishes. A value refused
 * (written around the command) leaves its brand on its last good version, as in a folder.
 */
export function storeBrandSource(options: StoreBrandSourceOptions): StoreBrandSource {
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}current/`;
  const log = options.log ?? ((line: string) => console.error(line));
  const keep = keptSnapshotPath(options, prefix);
  const reader: SnapshotReader = { prefix, log, brandOf: (id, text) => storedBrand(options, prefix, id, text) };
  let applied: Snapshot = { revision: 0, brands: [], refused: [], texts: new Map() };
  let watching: { cancel: () => Promise<void> } | null = null;
  let closed = false;
  const store = storeReachability(log, () => applied.revision);

  /** whether the applied snapshot was read from the store (else from the state folder, or none yet) */
  let fromStore = false;
  const apply = (
    revision: number,
    values: Map<string, string>,
    read: 'store' | 'kept' = 'store',
    lastGood = new Map<string, HistoryVersion>(),
  ) => {
    // a read that overtook another is not applied backwards; the store's first answer replaces a kept snapshot
    if (fromStore && revision <= applied.revision) return;
    if (!fromStore && read === 'kept' && revision <= applied.revision && applied.revision > 0) return;
    fromStore = read === 'store';
    applied = nextSnapshot(applied, revision, values, reader, lastGood);
    if (keep) keepSnapshot(keep, applied, log);
  };

  /** Reads the whole prefix at one revision and applies it; reads asked for while one runs make one more. */
  const read = coalescedReads(
    async () => {
      const response = await options.client.getAll().prefix(prefix).exec();
      store.back();
      const values = new Map(response.kvs.map((kv) => [kv.key.toString().slice(prefix.length), kv.value.toString()]));
      await fetchReleases(options.releases, values);
      const revision = Number(response.header.revision);
      apply(revision, values, 'store', await lastGoodInHistory(options, revision, values, applied, reader));
    },
    () => closed,
  );

  const fromKept = async () => {
    const kept = keptSnapshot(keep);
    if (!kept) return false;
    await fetchReleases(options.releases, kept.values);
    apply(kept.revision, kept.values, 'kept');
    return true;
  };

  const ready = (async () => {
    try {
      await read();
    } catch (error) {
      store.away(error);
      if (await fromKept()) log(`[brands] serving the snapshot kept at revision ${applied.revision} until the store answers`);
      // the client reconnects by itself; the watch's first connection reads again
    }
    if (!closed) watching = watchStore(options.client, prefix, read, store.away, () => closed);
  })();

  return {
    ready: () => ready,
    // a brand file with no hosts answers every host no other brand names, as WHITELABEL_FILE's does
    forHost: (hostname) => brandForHost(applied.brands, hostname) ?? applied.brands.find((brand) => !brand.config.hosts) ?? null,
    all: () => applied.brands,
    refused: () => applied.refused,
    version: () => {
      const since = store.since();
      return { source: 'etcd', revision: applied.revision, store: since ? `unreachable since ${since}` : 'connected' };
    },
    close: async () => {
      closed = true;
      await watching?.cancel();
    },
  };
}
