// Which requests the service worker answers, and how. Pure functions of the request, so jest can
// check the rules that matter (no API reply and no token is ever cached) without a worker.

/** What a request is, for the worker's routing. */
export type SwRoute =
  | 'network' // never cached: the platform API, the dev routes, anything carrying a token, non-GET
  | 'shell-page' // a navigation (client-side routes): the network's page, the precached one offline
  | 'network-first' // the runtime file and the remotes' fixed-name files: an operator's swap shows on the next reload
  | 'immutable' // a hashed chunk (JS, CSS) of the shell or of any remote: its name changes with its content
  | 'image'; // served from cache at once, refreshed behind

/** Same-origin paths that belong to the platform API or the dev API: the network answers, always. */
const NEVER = /^\/(wps|lgw|dev)(\/|$)/;
/** A member's own pictures, and where older releases served them: never kept (issue 21 finding 4). */
const MEMBER_MEDIA = /^\/(wps\/member\/media|assets\/member\/)/;

/** A member's picture: answered only to their session, and dropped from every cache at sign-out. */
export const isMemberMedia = (url: URL) => MEMBER_MEDIA.test(url.pathname);
/** Fixed names whose content changes with a release (toolchain facts: serve them no-cache). */
const FIXED_NAME = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const CLIENT_ROUTE = /^(?!\/runtime\/)(.*\/)?([^./]*|[^/]*\.html)$/;
const RUNTIME_FILE = '/runtime/whitelabel.json';
/** A file of a remote's release (issue 23): the store never writes a release twice, so even its manifest is kept. */
const RELEASE_FILE = /^\/releases\/[a-z][a-z0-9-]*\/\d+\.\d+\.\d+[^/]*\//;
/** The build's content hash in a file name (output.filename '[name].[contenthash:8].js'). */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export interface RouteInput {
  url: URL;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
  hasAuthorization: boolean;
  /** the worker's own origin (the shell's) */
  origin: string;
}

export function routeOf(req: RouteInput): SwRoute {
  if (req.method !== 'GET' || req.hasAuthorization) return 'network';
  const sameOrigin = req.url.origin === req.origin;
  if (sameOrigin && (NEVER.test(req.url.pathname) || isMemberMedia(req.url))) return 'network';
  // as the server's fallback does: client-side routes have no extension, or are old .html addresses
  if (req.mode === 'navigate') return sameOrigin && CLIENT_ROUTE.test(req.url.pathname) ? 'shell-page' : 'network';
  if (sameOrigin && req.url.pathname === RUNTIME_FILE) return 'network-first';
  // a brand moves to another release by its runtime file (network first), never by a changed file: cache first
  if (RELEASE_FILE.test(req.url.pathname)) return 'immutable';
  if (FIXED_NAME.test(req.url.pathname)) return 'network-first';
  if (HASHED.test(req.url.pathname)) return 'immutable';
  if (req.destination === 'image') return 'image';
  return 'network';
}

/** Cache names: one per kind, with a version so that a change of layout can drop the old ones. */
export const CACHES = {
  runtime: 'wl-runtime-v1',
  chunks: 'wl-chunks-v1',
  images: 'wl-images-v1',
} as const;

/** Bounds: the chunks of every remote's release in use and some older ones; the images of a few screens. */
export const LIMITS = {
  chunks: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  images: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
} as const;
