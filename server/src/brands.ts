import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The brands one deployment serves (issue 23, docs/operations.md): one runtime file per brand in a folder,
// each naming the host names it answers. A request's host picks its brand; an unknown host gets none.

/** A brand's runtime file as an operator writes it (config/whitelabels/<brand>.json). */
export interface BrandFile {
  id: string;
  siteName: string;
  /** the host names this brand answers (lower case, no port) */
  hosts?: string[];
  /** remote name -> its release ("1.4.0", served from the release store) or its manifest URL */
  remotes: Record<string, string>;
  /** remote name -> a candidate release tried on a share (0-100) of devices */
  canary?: Record<string, CanaryPlan>;
  /** where the release store is served from; the page's own origin when empty */
  releasesBase?: string;
  merchantCode?: string;
  apiBase?: string;
  theme?: Record<string, string>;
  imageCdns?: string[];
  [key: string]: unknown;
}

export interface CanaryPlan {
  /** the candidate: a release ("1.5.0") or a manifest URL */
  release: string;
  /** the share of devices that try it, 0 to 100 */
  share: number;
}

export interface Brand {
  id: string;
  /** the file it came from */
  file: string;
  config: BrandFile;
  /** its own files (logo, icons) served at /brand/: config/whitelabels/<id>/, when there is one */
  assetsDir: string | null;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** What is wrong with a brand file, in words (empty when nothing is). */
export function brandProblems(config: Partial<BrandFile>, file: string): string[] {
  const problems: string[] = [];
  if (typeof config.id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(config.id))
    problems.push(`${file}: "id" must be a plain lower-case name`);
  if (typeof config.siteName !== 'string' || !config.siteName.trim()) problems.push(`${file}: "siteName" is missing`);
  if (!config.remotes || typeof config.remotes !== 'object') problems.push(`${file}: "remotes" is missing`);
  for (const host of config.hosts ?? []) if (!HOST.test(host)) problems.push(`${file}: "${host}" is not a lower-case host name`);
  for (const [remote, plan] of Object.entries(config.canary ?? {})) {
    if (!config.remotes?.[remote]) problems.push(`${file}: the canary of ${remote} has no stable release in "remotes"`);
    if (typeof plan?.release !== 'string' || !plan.release) problems.push(`${file}: the canary of ${remote} names no release`);
    if (typeof plan?.share !== 'number' || plan.share < 0 || plan.share > 100)
      problems.push(`${file}: the canary share of ${remote} is not 0-100`);
  }
  const rate = (config as { vitals?: { sampleRate?: unknown } }).vitals?.sampleRate;
  if (rate !== undefined && (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)))
    problems.push(`${file}: "vitals.sampleRate" is not a share from 0 to 1`);
  return problems;
}

function readBrand(file: string): Brand {
  const config = JSON.parse(readFileSync(file, 'utf8')) as BrandFile;
  const problems = brandProblems(config, file);
  if (problems.length) throw new Error(problems.join('\n'));
  const assets = path.join(path.dirname(file), config.id);
  return { id: config.id, file, config, assetsDir: existsSync(assets) && statSync(assets).isDirectory() ? assets : null };
}

/** Every brand of a folder; a host two brands claim is refused, as is an id used twice. */
export function loadBrands(dir: string): Brand[] {
  const brands = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readBrand(path.join(dir, name)));
  const hosts = new Map<string, string>();
  const ids = new Set<string>();
  for (const brand of brands) {
    if (ids.has(brand.id)) throw new Error(`${brand.file}: the brand id ${brand.id} is used twice`);
    ids.add(brand.id);
    for (const host of brand.config.hosts ?? []) {
      const other = hosts.get(host);
      if (other) throw new Error(`${brand.file}: the host ${host} is ${other}'s already`);
      hosts.set(host, brand.id);
    }
  }
  return brands;
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
}

/**
 * The brands as they are on disk now: a folder of brand files (one per brand, each with its hosts), or one file
 * that answers every host (WHITELABEL_FILE, as tests and a single-brand deployment run). Read again when a file
 * changed, so an operator's edit (a pin, a canary, a rollback) takes effect on the next request.
 */
export function brandSource(options: { dir: string } | { file: string }): BrandSource {
  let cached: { stamp: string; brands: Brand[] } | null = null;
  const files = () =>
    'file' in options
      ? [options.file]
      : readdirSync(options.dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => path.join(options.dir, name));
  const current = () => {
    const stamp = files()
      .map((file) => `${file}:${statSync(file).mtimeMs}`)
      .join('|');
    if (cached?.stamp === stamp) return cached.brands;
    try {
      cached = { stamp, brands: 'file' in options ? [readBrand(options.file)] : loadBrands(options.dir) };
    } catch (error) {
      // a broken edit must not take every brand down: the last good files go on serving, and the log says why
      if (!cached) throw error;
      console.error('[brands] the brand files were not taken:', error instanceof Error ? error.message : error);
      cached = { ...cached, stamp };
    }
    return cached.brands;
  };
  return {
    forHost: (hostname) => ('file' in options ? (current()[0] ?? null) : brandForHost(current(), hostname)),
    all: current,
  };
}
