import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrandFile, parseBrandFile } from './brand-file.ts';
import type { ReleaseOrigin } from './release-origin.ts';
import { isRelease } from './releases.ts';
import { type ShellProvides, shellCannotRun } from './shell-compat.ts';

export type { BrandFile, CanaryPlan } from './brand-file.ts';

// The brands one deployment serves (issue 23, docs/operations.md): one runtime file per brand in a folder,
// each naming the host names it answers. A request's host picks its brand; an unknown host gets none.
// Each file is checked whole (brand-file.ts) and on its own (issue 35 finding 4, decision 042): a file that does
// not parse, has a field of the wrong type or names a release its origin lacks is refused, and its brand goes on
// with its last good version (the one in memory, or at start the copy kept in the state folder); no other brand
// is touched, and the server never stops on it.

export interface Brand {
  id: string;
  /** the file it came from */
  file: string;
  config: BrandFile;
  /** its own files (logo, icons) served at /brand/: config/whitelabels/<id>/, when there is one */
  assetsDir: string | null;
}

/** A brand file refused, and what its brand runs instead. */
export interface RefusedFile {
  file: string;
  problems: string[];
  /** 'last good': the brand serves its last good version (in memory or from the state folder); 'none': left out */
  serving: 'last good' | 'none';
}

/**
 * Each release a brand file names (pinned, a canary's, or a rollout's candidate) with its manifest's URL at the
 * brand's origin (decision 049).
 */
export function namedReleases(config: BrandFile, origin: ReleaseOrigin): { remote: string; version: string; url: string }[] {
  // an origin that depends on the page's host name is known only per request: not checked here
  if (config.releasesBase?.includes('{hostname}')) return [];
  const named = [
    ...Object.entries(config.remotes),
    ...Object.entries(config.canary ?? {}).map(([remote, plan]) => [remote, plan.release] as const),
    ...Object.entries(config.rollouts ?? {}).map(([remote, plan]) => [remote, plan.candidate] as const),
  ];
  return (
    named
      .filter(([, value]) => isRelease(value))
      .map(([remote, version]) => ({ remote, version, url: origin.manifestUrl(config.releasesBase, remote, version) }))
      // a rollout's candidate is its canary's release too: named once
      .filter((release, index, all) => all.findIndex((other) => other.url === release.url) === index)
  );
}

/** Asks the origin for every release the brand files name, once each; resolves when each answered or timed out. */
export async function loadReleases(configs: BrandFile[], origin: ReleaseOrigin): Promise<void> {
  const urls = new Set(configs.flatMap((config) => namedReleases(config, origin).map((release) => release.url)));
  await Promise.all([...urls].map((url) => origin.load(url)));
}

/** How a brand file's releases are checked: against which origin, and whether a release it did not answer for refuses it. */
export interface ReleaseCheck {
  origin: ReleaseOrigin;
  /**
   * true (a publish): every release must have answered present. false (a server reading its brands): only a 404
   * refuses; a release not answered yet keeps the brand on its last good version until it is; one the origin
   * failed to answer for is taken (the publish checked it; a CDN's outage must not empty a restarting server)
   */
  strict?: boolean;
}

const NOT_YET = 'which the release store has not answered for yet';

/** What the origin says against a brand file's releases, one line a release (empty: nothing). */
export function releaseProblems(config: BrandFile, check: ReleaseCheck): string[] {
  return namedReleases(config, check.origin).flatMap(({ remote, version, url }) => {
    const state = check.origin.presence(url);
    if (state === 'absent') return [`names ${remote} ${version}, which the release store lacks`];
    if (state === 'pending') return [`names ${remote} ${version}, ${NOT_YET}`];
    if (state === 'failed' && check.strict)
      return [`names ${remote} ${version}, which the release store did not answer for (${check.origin.why(url) ?? 'no answer'})`];
    return [];
  });
}

/**
 * What is wrong with the releases a publish adds (named by the new file and not by the one it replaces), before any
 * player loads them (issue 39 item 5, decision 051): files at the origin that do not match their release.json (a
 * damaged release), and, given the shell's provides, a strict singleton the shell cannot give them. A release the
 * brand runs already is not asked again: a rollback to it must never be refused.
 */
export async function addedReleaseProblems(
  config: BrandFile,
  previous: BrandFile | null,
  origin: ReleaseOrigin,
  shell?: ShellProvides | null,
): Promise<string[]> {
  const before = new Set(previous ? namedReleases(previous, origin).map((release) => release.url) : []);
  const added = namedReleases(config, origin).filter((release) => !before.has(release.url));
  const found = await Promise.all(
    added.map(async (r) => {
      const audit = await origin.audit(config.releasesBase, r.remote, r.version);
      const record = audit.state === 'unknown' ? null : audit.record;
      return { audit, cannotRun: shell && record ? shellCannotRun(record.shared, shell) : [] };
    }),
  );
  return added.flatMap(({ remote, version }, i) => {
    const { audit, cannotRun } = found[i]!;
    const problems: string[] = [];
    if (audit.state === 'damaged')
      problems.push(
        `names ${remote} ${version}, whose files at the release store do not match its release.json (missing: ${audit.missing.join(', ')}); repair it: node scripts/release.ts --ensure`,
      );
    if (audit.state === 'unknown')
      problems.push(`names ${remote} ${version}, whose files the release store did not answer for (${audit.why})`);
    if (cannotRun.length)
      problems.push(
        `names ${remote} ${version}, which the shell cannot run: it needs ${cannotRun.join(', ')}; build it against the shell's versions`,
      );
    return problems;
  });
}

/** A brand file read: its brand, or its problems ('pending': only releases the origin has not answered for yet). */
export type Reading = { ok: true; brand: Brand } | { ok: false; problems: string[]; pending?: boolean };

/** A brand file's text parsed and checked against the schema: the file, or what is wrong with it. */
export function parseBrandText(text: string): ReturnType<typeof parseBrandFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`does not parse: ${error instanceof Error ? error.message : error}`] };
  }
  return parseBrandFile(json);
}

/** A brand file's content, checked whole (and against the release store's origin when one is given). */
export function readBrandText(file: string, text: string, releases?: ReleaseCheck): Reading {
  const parsed = parseBrandText(text);
  return parsed.ok ? brandOfFile(file, parsed.file, releases) : parsed;
}

/** A parsed brand file as the brand it makes, once its releases are checked against the origin when one is given. */
export function brandOfFile(file: string, config: BrandFile, releases?: ReleaseCheck): Reading {
  const problems = releases ? releaseProblems(config, releases) : [];
  if (problems.length) return { ok: false, problems, ...(problems.every((p) => p.endsWith(NOT_YET)) ? { pending: true } : {}) };
  const assets = path.join(path.dirname(file), config.id);
  const assetsDir = existsSync(assets) && statSync(assets).isDirectory() ? assets : null;
  return { ok: true, brand: { id: config.id, file, config, assetsDir } };
}

/** What is wrong with a brand file's content, one line a problem (empty when nothing is). */
export function brandProblems(content: unknown, file: string): string[] {
  const parsed = parseBrandFile(content);
  return parsed.ok ? [] : parsed.problems.map((problem) => `${file}: ${problem}`);
}

/** Every brand of a folder, all or nothing (the scripts' and tests' reading); a host two brands claim is refused, as is an id used twice. */
export function loadBrands(dir: string): Brand[] {
  const brands = brandFiles(dir).map((file) => {
    const reading = readBrandText(file, readFileSync(file, 'utf8'));
    if (!reading.ok) throw new Error(reading.problems.map((problem) => `${file}: ${problem}`).join('\n'));
    return reading.brand;
  });
  for (const conflict of conflicts(brands)) throw new Error(conflict);
  return brands;
}

const brandFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));

/** What two brands of a set both claim (an id, a host), each said against the later one. */
export function conflicts(brands: Brand[]): string[] {
  const hosts = new Map<string, string>();
  const ids = new Set<string>();
  const out: string[] = [];
  for (const brand of brands) {
    if (ids.has(brand.id)) out.push(`${brand.file}: the brand id ${brand.id} is used twice`);
    ids.add(brand.id);
    for (const host of brand.config.hosts ?? []) {
      const other = hosts.get(host);
      if (other && other !== brand.id) out.push(`${brand.file}: the host ${host} is ${other}'s already`);
      else hosts.set(host, brand.id);
    }
  }
  return out;
}

/** The brand a request's host name names, or null (an address this deployment does not serve). */
export function brandForHost(brands: Brand[], hostname: string): Brand | null {
  const host = hostname.toLowerCase();
  return brands.find((brand) => brand.config.hosts?.includes(host)) ?? null;
}

export interface BrandSource {
  /** the brand of a host name, or null */
  forHost(hostname: string): Brand | null;
  /** every brand, for the operations page */
  all(): Brand[];
  /** the brand files refused as they are now, for the operations page */
  refused(): RefusedFile[];
  /** which version of the brands this server serves, where they come from a store (decision 048); none for a folder */
  version?(): BrandsVersion;
  /** resolves once the origin answered for the releases every brand file names (decision 049; none: nothing to wait for) */
  settled?(): Promise<void>;
}

/** What a server reports of the config store's brands it serves (/healthz), so that N servers can be compared. */
export interface BrandsVersion {
  source: 'etcd';
  /** the store's revision of the snapshot applied; 0 before any */
  revision: number;
  /** 'connected', or 'unreachable since <ISO time>': the applied snapshot is served meanwhile */
  store: string;
}

export interface BrandSourceOptions {
  /** the releases' origin (decision 049): a file naming a release it lacks is refused (none: not checked) */
  releases?: ReleaseOrigin;
  /** where each brand's last good file is kept, so that a restart on a broken file still serves the brand (none: memory only) */
  stateDir?: string;
}

/** The state folder's place for one folder's (or one file's) brands: the same brand id in two sites' folders never meet. */
const lastGoodDir = (stateDir: string, source: string) =>
  path.join(stateDir, `brands-${createHash('sha256').update(path.resolve(source)).digest('hex').slice(0, 16)}`);

/**
 * Per file: the version last read (its stamp), the last good brand and the file's time when that version was read
 * (mtime, ms), and why the current version was refused.
 */
type KnownFiles = Map<string, { stamp: string; good: Brand | null; goodAt: number; problems: string[] | null }>;

/** A file as one read found it: its last good brand, why its current version was refused, and the good brand it had before this read. */
interface FileReading {
  file: string;
  stamp: string;
  good: Brand | null;
  problems: string[] | null;
  changed: boolean;
  earlier: Brand | null;
  /** the file's time when the earlier brand was read (mtime, ms; 0: never) */
  earlierAt: number;
}

/** Each brand's last good file in the state folder, so that a restart on a broken file still serves the brand. */
function lastGoodCopies(stateDir: string | null, check: ReleaseCheck | undefined) {
  return {
    /** the copy's own time is the file's when its version was read: the servers sharing the folder compare by it */
    keep: (file: string, text: string, mtimeMs: number) => {
      if (!stateDir) return;
      const copy = path.join(stateDir, path.basename(file));
      try {
        if (existsSync(copy) && readFileSync(copy, 'utf8') === text) return;
        mkdirSync(stateDir, { recursive: true });
        writeFileSync(`${copy}.tmp`, text);
        utimesSync(`${copy}.tmp`, new Date(), mtimeMs / 1000);
        renameSync(`${copy}.tmp`, copy);
      } catch (error) {
        console.error(`[brands] the last good copy of ${file} was not kept:`, error instanceof Error ? error.message : error);
      }
    },
    /**
     * the copy kept at the last good read, by this process or by another server of the host that shares the state
     * folder (the topology's application servers do), and the file's time when that version was read
     */
    saved: (file: string): { brand: Brand; at: number } | null => {
      const copy = stateDir && path.join(stateDir, path.basename(file));
      if (!copy || !existsSync(copy)) return null;
      const reading = readBrandText(file, readFileSync(copy, 'utf8'), check);
      return reading.ok ? { brand: reading.brand, at: statSync(copy).mtimeMs } : null;
    },
  };
}

/** Reads a file again unless its stamp is the one last read; a refused version falls back on the last good brand. */
function readKnownFile(
  file: string,
  stamp: string,
  known: KnownFiles,
  copies: ReturnType<typeof lastGoodCopies>,
  check: ReleaseCheck | undefined,
): FileReading {
  const before = known.get(file);
  if (before?.stamp === stamp) return { file, ...before, changed: false, earlier: before.good, earlierAt: before.goodAt };
  let text = '';
  let mtimeMs = 0;
  try {
    // the time first: a write between the two leaves an older time on the newer text, never the other way round
    mtimeMs = statSync(file).mtimeMs;
    text = readFileSync(file, 'utf8');
  } catch {
    /* gone or unreadable: read as empty, refused as a file that does not parse */
  }
  const reading = readBrandText(file, text, check);
  // the newer of this process's last good version and the state folder's copy, by the file's times when each was read
  // (one clock, the file system's: the process's own clock and a file's time disagree by milliseconds): a server whose
  // reads of a good edit and a bad one just after it coalesced never read the good one, which another server of the
  // host kept (ci98's brand-files.spec race); a folder that could not be written holds an older copy than the server's
  // own, which then wins
  const own = before?.good ? { brand: before.good, at: before.goodAt } : null;
  const kept = !reading.ok || !own ? copies.saved(file) : null;
  const last = kept && (!own || kept.at > own.at) ? kept : own;
  const earlier = last?.brand ?? null;
  const good = reading.ok ? reading.brand : earlier;
  if (reading.ok) copies.keep(file, text, mtimeMs);
  // a release being asked of the origin: the file is read again when it answered, and judged then
  else if (!reading.pending)
    console.error(
      `[brands] ${file} refused: ${reading.problems.join('; ')}. ${
        good ? `${good.id} goes on with its last good version.` : 'It never had a good version: its brand is left out.'
      }`,
    );
  const entry = { stamp, good, goodAt: reading.ok ? mtimeMs : (last?.at ?? 0), problems: reading.ok ? null : reading.problems };
  known.set(file, entry);
  return { file, ...entry, changed: true, earlier, earlierAt: last?.at ?? 0 };
}

/** Each file's stamp: its time and size, and what the origin has learnt; 'gone' for a file that is not there. */
function fileStamps(list: string[], learnt: () => number): string[] {
  return list.map((file) => {
    try {
      const stat = statSync(file);
      return `${stat.mtimeMs}:${stat.size}:${learnt()}`;
    } catch {
      return 'gone';
    }
  });
}

/** The brands the files make, with no two claiming one id or host; each clash is added to `refused`. */
function settleClaims(entries: FileReading[], known: KnownFiles, refused: RefusedFile[]): Brand[] {
  // the files not changed keep what they claim: a changed one that claims another's id or host goes on with
  // its earlier version, or is left out
  const brands: Brand[] = [];
  for (const entry of [...entries.filter((e) => !e.changed), ...entries.filter((e) => e.changed)]) {
    if (!entry.good) continue;
    const clash = conflicts([...brands, entry.good]);
    if (clash.length === 0) {
      brands.push(entry.good);
      continue;
    }
    const fallback =
      entry.earlier && entry.earlier !== entry.good && conflicts([...brands, entry.earlier]).length === 0 ? entry.earlier : null;
    console.error(
      `[brands] ${clash.join('; ')}: ${fallback ? `${entry.file} goes on with its last good version` : `${entry.file} is left out`}`,
    );
    refused.push({ file: entry.file, problems: clash, serving: fallback ? 'last good' : 'none' });
    // this version stays refused until the file changes again
    known.set(entry.file, { stamp: entry.stamp, good: fallback, goodAt: fallback ? entry.earlierAt : 0, problems: clash });
    if (fallback) brands.push(fallback);
  }
  brands.sort((a, b) => a.file.localeCompare(b.file));
  return brands;
}

/** Every file's releases, the refused ones' too (a file waiting for its release is not among the brands yet). */
async function loadFilesReleases(files: string[], releases: ReleaseOrigin): Promise<void> {
  const configs = files.flatMap((file) => {
    try {
      const parsed = parseBrandFile(JSON.parse(readFileSync(file, 'utf8')));
      return parsed.ok ? [parsed.file] : [];
    } catch {
      return [];
    }
  });
  await loadReleases(configs, releases);
}

/**
 * The brands as they are on disk now: a folder of brand files (one per brand, each with its hosts), or one file
 * that answers every host (WHITELABEL_FILE, as tests and a single-brand deployment run). A file is read again when
 * it changed, so an operator's edit (a pin, a canary, a rollback) takes effect on the next request; a refused edit
 * leaves its brand on its last good version and is said once in the log.
 */
export function brandSource(
  options: ({ dir: string } | { file: string }) & BrandSourceOptions,
): BrandSource & Required<Pick<BrandSource, 'settled'>> {
  const single = 'file' in options;
  const files = () => (single ? [options.file] : brandFiles(options.dir));
  const stateDir = options.stateDir ? lastGoodDir(options.stateDir, single ? options.file : options.dir) : null;
  const check = options.releases ? { origin: options.releases } : undefined;
  const copies = lastGoodCopies(stateDir, check);
  // what the origin has learnt is part of a file's stamp: a file kept on its last good version while the origin
  // was asked for its release is read again once it answered
  const learnt = () => options.releases?.generation() ?? 0;
  const known: KnownFiles = new Map();
  let cached: { stamp: string; brands: Brand[]; refused: RefusedFile[] } | null = null;

  const current = () => {
    const list = files();
    const stamps = fileStamps(list, learnt);
    const stamp = list.map((file, i) => `${file}:${stamps[i]}`).join('|');
    if (cached?.stamp === stamp) return cached;
    const entries = list.map((file, i) => readKnownFile(file, stamps[i]!, known, copies, check));
    for (const gone of [...known.keys()].filter((file) => !list.includes(file))) known.delete(gone);
    const refused: RefusedFile[] = entries
      .filter((entry) => entry.problems)
      .map((entry) => ({ file: entry.file, problems: entry.problems!, serving: entry.good ? 'last good' : 'none' }));
    cached = { stamp, brands: settleClaims(entries, known, refused), refused };
    return cached;
  };
  return {
    forHost: (hostname) => (single ? (current().brands[0] ?? null) : brandForHost(current().brands, hostname)),
    all: () => current().brands,
    refused: () => current().refused,
    settled: async () => {
      if (options.releases) await loadFilesReleases(files(), options.releases);
    },
  };
}
