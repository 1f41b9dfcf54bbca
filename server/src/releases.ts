import path from 'node:path';
import type { RouteManifest } from '@wl/plain/routes';

// The release store (decision 030): each remote's releases, one immutable folder per version,
// releases/<remote>/<version>/, holding the build's hashed files, its mf-manifest.json and release.json. A brand
// names a release by its version; the store serves it under /releases/<remote>/<version>/ for a year, immutable.

/** A release's version: the remote's package version (semver, a pre-release allowed). */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

export const isRelease = (value: string) => RELEASE_VERSION.test(value);

/** The store's path of a release (under the release base: the page's origin or a CDN). */
export const releasePath = (remote: string, version: string) => `/releases/${remote}/${version}/`;

/**
 * A remote's manifest URL as the brand names it: a release ("1.4.0") is its manifest in the store, under the
 * brand's release base; anything else is a manifest URL and stays as it is ('{hostname}' included).
 */
export function manifestUrlOf(remote: string, value: string, releasesBase = ''): string {
  return isRelease(value) ? `${releasesBase.replace(/\/+$/, '')}${releasePath(remote, value)}mf-manifest.json` : value;
}

/** What release.json says of a release (written once, by scripts/release.ts; read from the origin, release-origin.ts). */
export interface ReleaseRecord {
  remote: string;
  version: string;
  /** the commit it was built from */
  commit: string;
  /** ISO time of the build */
  builtAt: string;
  /** the shared singletons it needs, as its federation build requires them (name -> range) */
  shared: Record<string, string>;
  /** its routes, as its build wrote them into mf-manifest.json (decision 022) */
  routes: RouteManifest | null;
  /** its files, relative to the release's folder */
  files: string[];
}

/** A release's folder in the store, when the name and the version are well formed. */
export function releaseDir(store: string, remote: string, version: string): string | null {
  if (!REMOTE_NAME.test(remote) || !isRelease(version)) return null;
  return path.join(store, remote, version);
}

/** The release an address of the store names (/releases/<remote>/<version>/<file>), or null. */
export function releaseOfPath(pathname: string): { remote: string; version: string; file: string } | null {
  const match = /^\/releases\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  if (!match || !REMOTE_NAME.test(match[1]!) || !isRelease(match[2]!)) return null;
  return { remote: match[1]!, version: match[2]!, file: match[3]! };
}
