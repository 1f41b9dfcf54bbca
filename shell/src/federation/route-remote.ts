import { routeForPath } from '@wl/shared';
import { loadRemotePage, rememberStartFailure } from './remote-slot.tsx';

/**
 * Starts loading the page of an address (its code, texts and first screen data) now, beside the platform
 * calls, instead of after the first render that waits for them (the server's preload hints have its files
 * on the way already). Settles
 * when the page is ready to render or has failed: a failure is left to the page's slot, which shows it
 * with its retry when it renders.
 */
export function startRouteRemote({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  const route = routeForPath(pathname);
  return route
    ? loadRemotePage(route.remote, route.module, new URLSearchParams(search)).then(
        () => undefined,
        (error: unknown) => rememberStartFailure(route.remote, route.module, error),
      )
    : Promise.resolve();
}
