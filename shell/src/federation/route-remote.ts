import { aliases } from '@wl/shared';
import { ROUTES } from '../app/route-table.ts';
import { loadRemoteModule } from './remote-registry.ts';

/** The route entry (remote and page) of an address, aliases included. */
export function routeForPath(pathname: string) {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = aliases[clean] ?? clean;
  return ROUTES.find((route) => route.path === target) ?? null;
}

/**
 * Starts loading the page's remote now, beside the platform calls, instead of after the first render
 * that waits for them (the server's preload hints have its files on the way already). A failure is
 * left to the page's slot, which shows it with its retry when it renders.
 */
export function startRouteRemote(pathname: string) {
  const route = routeForPath(pathname);
  if (route) loadRemoteModule(route.remote, route.module).catch(() => undefined);
  return route;
}
