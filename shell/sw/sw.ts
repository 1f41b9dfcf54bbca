/// <reference lib="webworker" />
// The service worker: the shell precached (offline, the page starts from disk), hashed chunks of the shell
// and the remotes cache-first, images stale-while-revalidate with a bound, the runtime file and the
// remotes' fixed-name files network-first (an operator's swap takes effect on the next reload), and
// nothing of the platform API. A new version waits until the page asks it to take over (the reload prompt).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES, LIMITS, routeOf, type SwRoute } from '../src/pwa/sw-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the first install serves the page that installed it: it was built from the same files
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const is =
  (kind: SwRoute) =>
  ({ request, url }: { request: Request; url: URL }) =>
    routeOf({
      url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      hasAuthorization: request.headers.has('Authorization'),
      origin: self.location.origin,
    }) === kind;

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A remote's chunk is requested by a <script> or <link> tag (no-cors): its reply would be opaque, and an
 * opaque error could be pinned forever. Fetched with CORS instead (the remotes allow any origin, as their
 * manifests are fetched that way too), its status is known and only a 200 is kept.
 */
const corsFetch = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

// The page itself comes from the network while there is one: the server writes its security policy (the
// remotes' origins of the runtime file as they are now) and its preload hints per request, and a cached
// page would keep yesterday's. Offline, or after NAVIGATION_TIMEOUT_MS, the precached shell starts instead
// (and says it is offline). The server's 404 for an address no route serves is the page too, with the status a
// crawler or a link checker reads (decision 045): passed on, not swapped for the cached shell's 200.
const NAVIGATION_TIMEOUT_MS = 3000;
const cachedShell = createHandlerBoundToURL('/index.html');
registerRoute(is('shell-page'), async (options) => {
  try {
    const response = await fetchWithin(options.request, NAVIGATION_TIMEOUT_MS);
    if (response.ok || response.status === 404) return response;
  } catch {
    /* offline or too slow: the cached shell below */
  }
  return cachedShell(options);
});

async function fetchWithin(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
registerRoute(is('network-first'), new NetworkFirst({ cacheName: CACHES.runtime, plugins: [onlyOk] }));
const chunks = new CacheFirst({
  cacheName: CACHES.chunks,
  plugins: [corsFetch, onlyOk, new ExpirationPlugin({ ...LIMITS.chunks, purgeOnQuotaError: true })],
});
// a host that refuses CORS for its chunks still serves the page: the tag's own request, not kept
registerRoute(is('immutable'), (options) => chunks.handle(options).catch(() => fetch(options.request)));
registerRoute(
  is('image'),
  new StaleWhileRevalidate({
    cacheName: CACHES.images,
    plugins: [onlyOk, new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true })],
  }),
);
