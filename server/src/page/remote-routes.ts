// The remotes' routes as this server knows them (decision 022): each remote's build wrote its route manifest
// into its mf-manifest.json (metaData.routeManifest). The server reads it for the remotes it serves, puts it
// into the runtime file it answers (the shell has its route table with the file it fetches first: a deep
// link costs no extra wave), and finds the remote that serves an address for the page's hints. A remote it
// cannot read (another host) is left out here: the shell asks that remote for its manifest itself.
import path from 'node:path';
import { type ManifestReader, type RemoteManifest, readJsonCached } from '../runtime-file.ts';
import { buildRouteTable, type FirstScreen, type RouteEntry, type RouteManifest, type RouteTable, routeOfPath } from '@wl/plain/routes';

export type { ManifestReader, RemoteManifest };

export interface RemoteSource {
  remotes: Record<string, string>;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The build folder of a remote this server serves itself (on a local port, or on the page's host name), by one of
 * its files' URLs; null for a URL elsewhere.
 */
export function localBuildDir(remoteDir: (port: number) => string | null, hostname: string, url: string): string | null {
  const u = new URL(url);
  if (!u.port || !(LOOPBACK.includes(u.hostname) || u.hostname === hostname)) return null;
  return remoteDir(Number(u.port));
}

/** The manifests of the remotes this server serves itself, read from their builds: a manifest URL elsewhere answers null. */
export function localManifests(remoteDir: (port: number) => string | null, hostname: string): ManifestReader {
  return (url) => {
    const dir = localBuildDir(remoteDir, hostname, url);
    return dir ? readJsonCached<RemoteManifest>(path.join(dir, 'mf-manifest.json')) : null;
  };
}

export const manifestUrl = (template: string, hostname: string) => template.replaceAll('{hostname}', hostname);

/** The route manifests the server can read, in the runtime file's order, by remote name. */
function readRouteManifests(whitelabel: RemoteSource, hostname: string, manifest: ManifestReader): Record<string, RouteManifest> {
  const found: Record<string, RouteManifest> = {};
  for (const [remote, template] of Object.entries(whitelabel.remotes ?? {})) {
    let declared: RouteManifest | undefined;
    try {
      declared = manifest(manifestUrl(template, hostname))?.metaData.routeManifest;
    } catch {
      declared = undefined;
    }
    if (declared) found[remote] = { ...declared, remote };
  }
  return found;
}

/** The site's route table as far as this server knows it. */
export function serverRouteTable(whitelabel: RemoteSource, hostname: string, manifest: ManifestReader): RouteTable {
  return buildRouteTable(Object.values(readRouteManifests(whitelabel, hostname, manifest)));
}

/** The route (remote, page module, key) that serves an address, or null. */
export function routeAt(table: RouteTable, pathname: string): RouteEntry | null {
  return routeOfPath(table, pathname);
}

/** The first screen a route's remote publishes for it, when this server can read that remote. */
export function firstScreenOf(
  whitelabel: RemoteSource,
  hostname: string,
  manifest: ManifestReader,
  route: Pick<RouteEntry, 'remote' | 'key'>,
) {
  const template = whitelabel.remotes[route.remote];
  return template ? manifest(manifestUrl(template, hostname))?.metaData.firstScreens?.[route.key] : undefined;
}

/** Every first screen of the remotes this server can read (to learn their images before the first page). */
export function allFirstScreens(whitelabel: RemoteSource, hostname: string, manifest: ManifestReader): FirstScreen[] {
  return Object.values(whitelabel.remotes ?? {}).flatMap((template) => {
    try {
      return Object.values(manifest(manifestUrl(template, hostname))?.metaData.firstScreens ?? {});
    } catch {
      return [];
    }
  });
}
