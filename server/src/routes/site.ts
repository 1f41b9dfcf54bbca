import type { IncomingMessage } from 'node:http';
import type { Brand, BrandSource } from '../brands.ts';
import { localManifests } from '../page/remote-routes.ts';
import { anyOf, type BrandRuntimeFile, type ManifestReader, runtimeFileFor, storeManifests } from '../runtime-file.ts';

// What every route reads of a request: its host name and origin as the player's browser sees them (nginx passes
// the Host header and the scheme, decision 032), the remotes' manifests this server can read for that origin, and
// the brand's runtime file.

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** The host name of a request, lower case without its port; null when it is not a plain one. */
export function hostnameOf(req: IncomingMessage): string | null {
  const host = String(req.headers.host ?? '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return HOST.test(name) ? name : null;
}

/** Whether the player's connection is TLS (nginx, or a proxy in front of it, says its scheme). */
export const isSecure = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

/** The page's origin as the browser sees it. */
export const originOf = (req: IncomingMessage) => `${isSecure(req) ? 'https' : 'http'}://${req.headers.host}`;

export interface SiteOptions {
  brands: BrandSource;
  /** the release store's folder */
  releasesDir: string;
  /** the shell's build (its index.html and startup-assets.json) */
  shellDir: string;
  /** the build folder of a live remote served on a local port (local-remotes.ts), or null */
  remoteDir: (port: number) => string | null;
}

export function siteContext(options: SiteOptions) {
  /** The remotes' manifests this server can read for a request: the release store's and the live builds'. */
  const read = (req: IncomingMessage): ManifestReader =>
    anyOf(storeManifests(options.releasesDir, originOf(req)), localManifests(options.remoteDir, hostnameOf(req) ?? 'localhost'));
  /** The runtime file of the request's brand as its page gets it (releases and canary resolved, routes added). */
  const runtimeFile = (brand: Brand, req: IncomingMessage) =>
    runtimeFileFor(brand, { origin: originOf(req), hostname: hostnameOf(req) ?? 'localhost', read: read(req) });
  return { read, runtimeFile };
}

/** What the page's policy admits: the stable releases' origins and the candidates'. */
export const policySource = (file: BrandRuntimeFile) => ({
  ...file,
  remotes: { ...file.remotes, ...Object.fromEntries(Object.entries(file.canary).map(([name, offer]) => [`${name}#canary`, offer.url])) },
});
