// The page's side of the service worker: registration after the first screen, the version checks of
// spec section 9 (200 ms after start, then every 60 s), the hand-over when the player accepts a new
// version, and the operator's switch to turn the worker off for a whitelabel.
import { events } from '@wl/kit';
import { usePwaStore } from './pwa-store.ts';
import { isMemberMedia } from './sw-routes.ts';

/** Spec section 9: the service worker waits 200 ms and 60000 ms. */
export const SW_FIRST_CHECK_MS = 200;
export const SW_CHECK_EVERY_MS = 60_000;
const SW_URL = '/sw.js';

export interface ServiceWorkerEnv {
  container: ServiceWorkerContainer | undefined;
  caches: CacheStorage | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  setInterval: (fn: () => void, ms: number) => unknown;
  reload: () => void;
}

const browserEnv = (): ServiceWorkerEnv => ({
  // eslint-disable-next-line compat/compat -- undefined where a WebView has no workers: the site runs without one
  container: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
  caches: typeof caches !== 'undefined' ? caches : undefined,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  reload: () => window.location.reload(),
});

let accepted = false;

/** A worker that finished installing while another controls the page is a new version: offer it. */
function watchForWaiting(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) usePwaStore.getState().setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/** Registers the worker 200 ms after start, which is also the first check for a new version; then every 60 s. */
export function startServiceWorker(enabled: boolean, env: ServiceWorkerEnv = browserEnv()): Promise<void> {
  const { container } = env;
  if (!container) return Promise.resolve();
  if (!enabled) return removeServiceWorker(env);
  // the first install takes over the page (clientsClaim) and must not reload it; a hand-over the
  // player asked for does
  container.addEventListener('controllerchange', () => {
    if (accepted) env.reload();
  });
  return new Promise((resolve) => {
    env.setTimeout(() => {
      container
        .register(SW_URL, { updateViaCache: 'none' })
        .then((registration) => {
          watchForWaiting(registration, container);
          const check = () => void registration.update().catch(() => undefined);
          // registering an address already registered fetches nothing: the start-up check is this one
          if (registration.active) check();
          env.setInterval(check, SW_CHECK_EVERY_MS);
        })
        // no worker (private mode, an old browser, offline on a first visit): the site runs as before
        .catch((error: unknown) => console.warn('[pwa] service worker not registered', error))
        .finally(resolve);
    }, SW_FIRST_CHECK_MS);
  });
}

/** The player accepted the new version: it takes over, and the page reloads on the hand-over. */
export function acceptUpdate() {
  const worker = usePwaStore.getState().waiting;
  if (!worker) return;
  accepted = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** The whitelabel turned the worker off: remove it and what it cached, so the next load is plain. */
async function removeServiceWorker(env: ServiceWorkerEnv) {
  try {
    const registrations = await env.container!.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    const names = (await env.caches?.keys()) ?? [];
    await Promise.all(names.filter((n) => n.startsWith('wl-') || n.startsWith('workbox-')).map((n) => env.caches!.delete(n)));
  } catch (error) {
    console.warn('[pwa] service worker not removed', error);
  }
}

/**
 * Sign-out leaves nothing of the member on the phone (issue 21 finding 4): any picture of theirs an older release
 * let the worker keep is deleted from every cache of the site. Today's releases never store one (sw-routes.ts).
 */
export async function forgetMemberMedia(cacheStorage: CacheStorage | undefined = browserEnv().caches): Promise<number> {
  if (!cacheStorage) return 0;
  let removed = 0;
  for (const name of await cacheStorage.keys()) {
    if (!name.startsWith('wl-') && !name.startsWith('workbox-')) continue;
    const cache = await cacheStorage.open(name);
    for (const request of await cache.keys()) {
      if (isMemberMedia(new URL(request.url)) && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}

let started = false;

/** The page's part: the worker, unless the runtime file says `"serviceWorker": false`. Once per page. */
export function startPwa(config: object) {
  // production only: the dev servers have no worker, and a worker would hide their hot updates
  if (started || process.env.NODE_ENV !== 'production') return;
  started = true;
  const enabled = (config as { serviceWorker?: unknown }).serviceWorker !== false;
  const forget = () => void forgetMemberMedia().catch((error: unknown) => console.warn('[pwa] member pictures not removed', error));
  events.on('session:changed', ({ session }) => {
    if (!session) forget();
  });
  // after the load event: installing (precaching the shell) must not compete with the first screen
  const start = () => {
    void startServiceWorker(enabled);
    // what a release before this one may have kept of whoever used the phone last
    forget();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export const resetForTests = () => {
  accepted = false;
  started = false;
};
