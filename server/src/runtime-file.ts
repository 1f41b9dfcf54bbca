import { existsSync, readFileSync, statSync } from 'node:fs';
import { deviceReleases } from '@wl/plain/release-share';
import type { RouteManifest } from '@wl/plain/routes';
import type { ManifestReader } from './release-origin.ts';
import type { Brand, CanaryPlan } from './brands.ts';
import { isRelease, manifestUrlOf } from './releases.ts';

// The runtime file a brand's page gets (issue 23): the brand's file with each remote's release turned into its
// manifest URL, its canary into the candidate's URL and share, and every remote's routes read from its build
// (decision 022), so the shell has all it needs with the one file it fetches first.

export type { ManifestReader, RemoteManifest } from './release-origin.ts';

/** What the shell gets of a canary: where the candidate is, which release it is, the share and its routes. */
export interface CanaryOffer {
  url: string;
  release: string;
  share: number;
  routeManifest?: RouteManifest;
}

const jsonCache = new Map<string, { mtime: number; value: unknown }>();
/** A JSON file, parsed once per change of the file. */
export function readJsonCached<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  const hit = jsonCache.get(file);
  if (hit?.mtime === mtime) return hit.value as T;
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  jsonCache.set(file, { mtime, value });
  return value;
}

/** The first reader that knows a release's file (its manifest, its first screens) answers it. */
export const anyOf =
  <T>(...readers: ((url: string) => T | null)[]): ((url: string) => T | null) =>
  (url) => {
    for (const read of readers) {
      const found = read(url);
      if (found) return found;
    }
    return null;
  };

const resolve = (url: string, hostname: string) => url.replaceAll('{hostname}', hostname);

function routesOf(remote: string, url: string, hostname: string, read: ManifestReader): RouteManifest | undefined {
  try {
    const declared = read(resolve(url, hostname))?.metaData.routeManifest;
    return declared ? { ...declared, remote } : undefined;
  } catch {
    return undefined;
  }
}

export interface RuntimeFileInput {
  /** the page's origin (scheme, host and port as the player's browser sees them): the default release base */
  origin: string;
  hostname: string;
  read: ManifestReader;
  /** a signed preview this browser holds (preview.ts): its remote runs the previewed release, no canary of it */
  preview?: { remote: string; release: string } | null;
}

/** A brand's release base: its own (a CDN) or the page's origin. */
export const releasesBaseOf = (brand: Brand, origin: string) => (brand.config.releasesBase as string | undefined) || origin;

/**
 * The runtime file as the brand's page gets it: `remotes` as manifest URLs, `releases` (which release each remote
 * is on, for the health reports), `canary` as offers, `routeManifests` of the stable releases. The server-only
 * parts (hosts, the raw canary plans, the rollouts) stay here.
 */
export function runtimeFileFor(brand: Brand, input: RuntimeFileInput) {
  const { hosts: _hosts, canary, releasesBase: _base, rollouts: _rollouts, ...file } = brand.config;
  const base = releasesBaseOf(brand, input.origin);
  const remotes: Record<string, string> = {};
  const releases: Record<string, string | null> = {};
  const routeManifests: Record<string, RouteManifest> = {};
  const previewed = input.preview && brand.config.remotes[input.preview.remote] ? input.preview : null;
  for (const [remote, configured] of Object.entries(brand.config.remotes)) {
    const value = previewed?.remote === remote ? previewed.release : configured;
    remotes[remote] = manifestUrlOf(remote, value, base);
    releases[remote] = isRelease(value) ? value : null;
    const routes = routesOf(remote, remotes[remote], input.hostname, input.read);
    if (routes) routeManifests[remote] = routes;
  }
  const offers: Record<string, CanaryOffer> = {};
  for (const [remote, plan] of Object.entries((canary ?? {}) as Record<string, CanaryPlan>)) {
    if (!remotes[remote] || plan.share <= 0 || previewed?.remote === remote) continue;
    const url = manifestUrlOf(remote, plan.release, base);
    const routeManifest = routesOf(remote, url, input.hostname, input.read);
    offers[remote] = { url, release: plan.release, share: Math.min(100, plan.share), ...(routeManifest ? { routeManifest } : {}) };
  }
  return { ...file, remotes, releases, canary: offers, routeManifests };
}

export type BrandRuntimeFile = ReturnType<typeof runtimeFileFor>;

/**
 * The route keys of a brand's pages, its stable releases' and its canary candidates', each with the remote that
 * serves it, or null when a remote's routes cannot be read here (a remote on another host, or none named): then a
 * real key cannot be told from a made-up one.
 */
export function routeRemotesOf(file: Pick<BrandRuntimeFile, 'remotes' | 'routeManifests' | 'canary'>): Map<string, string> | null {
  const remotes = Object.keys(file.remotes);
  if (remotes.length === 0 || remotes.some((remote) => !file.routeManifests[remote])) return null;
  const candidates = Object.entries(file.canary).flatMap(([remote, offer]) =>
    offer.routeManifest ? [[remote, offer.routeManifest] as const] : [],
  );
  return new Map(
    [...Object.entries(file.routeManifests), ...candidates].flatMap(([remote, manifest]) =>
      manifest.routes.map((route) => [route.key, remote]),
    ),
  );
}

/**
 * The runtime file as one device runs it, for the page's hints: each remote's manifest that device's release (a
 * canary's candidate where the device falls in its share and the candidate has not failed on it), as the shell
 * will choose with the same function. A device without an id gets the stable releases.
 */
export function forDevice<F extends BrandRuntimeFile>(file: F, device: string | null, fellBack: Record<string, string> = {}): F {
  const chosen = deviceReleases(file, device, fellBack);
  return { ...file, remotes: Object.fromEntries(Object.entries(chosen).map(([remote, choice]) => [remote, choice.url])) };
}
