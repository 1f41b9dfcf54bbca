import type { IncomingMessage } from 'node:http';
import type { Brand, BrandSource } from '../brands.ts';
import { localManifests } from '../page/remote-routes.ts';
import { localPrerendered, originPrerendered, type PrerenderedReader } from '../page/prerendered.ts';
import { originManifests, type ReleaseOrigin } from '../release-origin.ts';
import { readCookies } from '../device.ts';
import { PREVIEW_COOKIE, PREVIEW_PARAM, type Preview, readPreview } from '../preview.ts';
import { anyOf, type BrandRuntimeFile, type ManifestReader, type RuntimeFileInput, runtimeFileFor } from '../runtime-file.ts';

// What every route reads of a request: its host name and origin as the player's browser sees them (nginx passes
// the Host header and the scheme, decision 032), the remotes' manifests this server can read for that origin, and
// the brand's runtime file. The Host header is only ever parsed, never copied: the host name that reaches a page,
// its policy, its hints and its runtime file is the brand's configured one, and the port a plain number (issue 35
// finding 6: 'khela24.localhost:@evil.example' once passed and put evil.example in the page's policy).

const NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
const HOST_HEADER = /^(?<name>\[[0-9a-f:.]+\]|[^:[\]]+)(?::(?<port>\d{1,5}))?$/;

/** A Host header's name and port, or null when it is not exactly `name[:port]` (lower-cased). */
export function parseHost(header: string | undefined): { name: string; port: number | null } | null {
  const match = HOST_HEADER.exec(String(header ?? '').toLowerCase());
  const name = match?.groups?.name ?? '';
  if (!match || name.length > 253 || !NAME.test(name)) return null;
  const port = match.groups?.port === undefined ? null : Number(match.groups.port);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name, port };
}

/** Whether the player's connection is TLS (nginx, or a proxy in front of it, says its scheme). */
export const isSecure = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

/** Where a page is, as its brand's configuration names it: the host name, and the origin built from it. */
export interface SiteAddress {
  hostname: string;
  origin: string;
}

/**
 * A request's address as its brand names it: the configured host equal to the Host header's name (any plain
 * name for a brand that lists none: one file for every host), its port, and the scheme nginx says. Null when the
 * header is malformed or names a host the brand does not list.
 */
export function siteAddress(req: IncomingMessage, brand: Brand): SiteAddress | null {
  const host = parseHost(req.headers.host);
  if (!host) return null;
  const hosts = brand.config.hosts;
  const hostname = hosts?.length ? hosts.find((configured) => configured === host.name) : host.name;
  if (hostname === undefined) return null;
  const origin = `${isSecure(req) ? 'https' : 'http'}://${hostname}${host.port === null ? '' : `:${host.port}`}`;
  return { hostname, origin };
}

export interface SiteOptions {
  brands: BrandSource;
  /** the releases' origin (decision 049): their manifests as its cache holds them */
  releases: ReleaseOrigin;
  /** the shell's build (its index.html and startup-assets.json) */
  shellDir: string;
  /** the build folder of a live remote served on a local port (local-remotes.ts), or null */
  remoteDir: (port: number) => string | null;
  /** the key of the private previews (preview.ts, PREVIEW_KEY); none: no preview is taken */
  previewKey?: Buffer | null;
  now?: () => number;
}

export function siteContext(options: SiteOptions) {
  /** The remotes' manifests this server can read for a page's address: the releases' origin's and the live builds'. */
  const read = (at: SiteAddress): ManifestReader =>
    anyOf(originManifests(options.releases, at.origin), localManifests(options.remoteDir, at.hostname));
  /** The runtime file of the request's brand as its page gets it (releases and canary resolved, routes added). */
  const runtimeFile = (brand: Brand, at: SiteAddress, preview?: RuntimeFileInput['preview']) =>
    runtimeFileFor(brand, { origin: at.origin, hostname: at.hostname, read: read(at), preview });
  /**
   * The preview a request carries for its brand: a link's `?wl_preview=` (the page then keeps it in a cookie), else
   * the cookie; null where none is valid (preview.ts).
   */
  const previewOf = (brand: Brand, cookieHeader: string | undefined, url: string): { preview: Preview | null; fromLink: string | null } => {
    const now = (options.now ?? Date.now)();
    const link = new URLSearchParams(url.split('?')[1] ?? '').get(PREVIEW_PARAM);
    const fromLink = link ? readPreview(options.previewKey ?? null, link, brand.id, now) : null;
    if (fromLink) return { preview: fromLink, fromLink: link };
    return { preview: readPreview(options.previewKey ?? null, readCookies(cookieHeader)[PREVIEW_COOKIE], brand.id, now), fromLink: null };
  };
  /** The first screens the remotes' builds rendered (decision 052), where this server can read them. */
  const prerendered = (at: SiteAddress): PrerenderedReader =>
    anyOf(originPrerendered(options.releases, at.origin), localPrerendered(options.remoteDir, at.hostname));
  return { read, runtimeFile, previewOf, prerendered };
}

/** What the page's policy admits: the stable releases' origins and the candidates'. */
export const policySource = (file: BrandRuntimeFile) => ({
  ...file,
  remotes: { ...file.remotes, ...Object.fromEntries(Object.entries(file.canary).map(([name, offer]) => [`${name}#canary`, offer.url])) },
});
