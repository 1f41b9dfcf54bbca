import { type RouteEntry, useRouteStore, useSessionStore } from '@wl/kit';
import { prefetchRemoteModule } from './remote-registry.ts';

/** The pages one tap away from any first screen, as their remotes declare them (`prefetch`): for everyone, or a guest's. */
export function pagesOneTapAway(routes: RouteEntry[], guest: boolean): RouteEntry[] {
  return routes.filter((route) => route.prefetch === 'all' || route.prefetch === (guest ? 'guest' : 'member'));
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** The player asked to save data, or the link is 2g: nothing is fetched that the player did not ask for. */
export function prefetchUnwelcome(connection: Connection | undefined = (navigator as Navigator & { connection?: Connection }).connection) {
  return Boolean(connection?.saveData) || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

// Safari has no requestIdleCallback: a second's wait stands in for it
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 1000);
};

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/** Calls back once no resource has finished loading for a while: the first screen's images and calls are in. */
function afterQuietNetwork(run: () => void, quietMs = 2000) {
  let finished = 0;
  const observer = new PerformanceObserver((list) => {
    finished += list.getEntries().length;
  });
  observer.observe({ type: 'resource' });
  let seen = -1;
  const timer = window.setInterval(() => {
    if (finished === seen) {
      window.clearInterval(timer);
      observer.disconnect();
      run();
    }
    seen = finished;
  }, quietMs);
}

/** After the load event, once the network has been quiet for two seconds: the first screen is in. */
export const whenSettled = (run: () => void) => afterLoad(() => afterQuietNetwork(run));

/**
 * After the load event, once the network has been quiet for two seconds and the main thread is idle, downloads
 * the code of the pages one tap away (without running it: no long task on the idle page), one page per idle
 * moment, so that the first visit to them costs no round trip for code; then `shellParts`, the shell's own
 * parts that no first screen runs but that must be at hand when the network is gone (the offline message).
 * It never competes with the first screen (its requests and its work come first) and is skipped on Save-Data
 * and 2g. A part that fails to load here is simply loaded again when needed.
 */
export function prefetchWhenIdle(currentPath: string, shellParts: (() => Promise<unknown>)[] = []) {
  if (prefetchUnwelcome()) return;
  whenSettled(() => {
    const guest = !useSessionStore.getState().session;
    const queue: (() => Promise<unknown>)[] = [
      ...pagesOneTapAway(useRouteStore.getState().table.routes, guest)
        .filter((route) => route.path !== currentPath)
        .map((route) => () => prefetchRemoteModule(route.remote, route.module)),
      ...shellParts,
    ];
    const next = () => {
      const load = queue.shift();
      if (!load) return;
      load()
        .catch(() => undefined)
        .finally(() => whenIdle(next));
    };
    whenIdle(next);
  });
}
