import { accessFor, type RouteEntry, routeForPath, ruleOf, useSessionStore } from '@wl/kit';
import { loadRemotePage, rememberStartFailure } from './remote-slot.tsx';

type Address = { pathname: string; search: string };

/**
 * The route of an address when the visitor's session opens it (decision 055); the flags are the gate's to judge when
 * the page renders (they are not in yet at a start).
 */
function admittedRoute({ pathname, search }: Address): RouteEntry | null {
  const route = routeForPath(pathname);
  const type = useSessionStore.getState().session?.type ?? null;
  return route && accessFor(ruleOf(route, search), { type, flag: () => true }).open ? route : null;
}

/**
 * A link the player is about to follow (navigation-intent.ts): its page's code starts now, then its `preload`, which
 * takes the answers of the calls started beside it (the route is returned for that): the page then has its data in
 * its first render, as the page a site starts on does. A failure here is left for the page's slot to meet again,
 * with the network as it is then.
 */
export function startLinkedPage(address: Address): RouteEntry | null {
  const route = admittedRoute(address);
  if (route) loadRemotePage(route.remote, route.module, new URLSearchParams(address.search)).catch(() => undefined);
  return route;
}

/** Starts a route's declared calls; navigation-intent.ts gives it once the first screen has settled. */
let startCallsOf: ((route: RouteEntry, search: string) => void) | null = null;
export function startCallsWith(start: (route: RouteEntry, search: string) => void): void {
  startCallsOf = start;
}

/**
 * A page whose code is on its way after a navigation no link announced (a `navigate()` after a form, a button): its
 * calls start with its code, not when it mounts (decision 055).
 */
export function startRouteCalls(route: RouteEntry): void {
  // the navigation has happened: the address is the page's own
  startCallsOf?.(route, location.search);
}

/**
 * Starts loading the page of an address (its code, texts and first screen data) now, beside the platform calls,
 * instead of after the first render that waits for them (the server's preload hints have its files on the way
 * already; the HTML started its declared calls). A page the visitor's session does not open is not loaded: its gate
 * sends the visitor on. Settles when the page is ready to render or has failed: a failure is left to the page's slot,
 * which shows it with its retry when it renders.
 */
export function startRouteRemote(address: Address): Promise<void> {
  const route = admittedRoute(address);
  return route
    ? loadRemotePage(route.remote, route.module, new URLSearchParams(address.search)).then(
        () => undefined,
        (error: unknown) => rememberStartFailure(route.remote, route.module, error),
      )
    : Promise.resolve();
}
