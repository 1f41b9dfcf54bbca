// The routes of this start: the manifests the shell was given, made one table (buildRouteTable, which the
// server's critical path uses too), kept in a store of the singleton contract, so every part asks the same
// table for a route by key (routeHref) and a link whose route is absent is hidden.
import { create } from 'zustand';
import { buildRouteTable, HOME_ROUTE, routeOfPath, withQuery, type RouteManifest, type RouteTable } from '@wl/plain/routes';

export const useRouteStore = create<{ table: RouteTable }>()(() => ({ table: buildRouteTable([]) }));

/** Makes the manifests the routes of the site; returns the conflicts it settled. */
export function setRoutes(manifests: RouteManifest[]): string[] {
  const table = buildRouteTable(manifests);
  useRouteStore.setState({ table });
  return table.conflicts;
}

/** The address of a route by key, with a query; null when no remote of this start declares it. */
export function routeHref(key: string, query?: Record<string, string | number | undefined>): string | null {
  const route = useRouteStore.getState().table.byKey.get(key);
  return route ? withQuery(route.path, query) : null;
}

/** routeHref for a component: it renders again when the table changes. */
export function useRouteHref(key: string, query?: Record<string, string | number | undefined>): string | null {
  const route = useRouteStore((s) => s.table.byKey.get(key));
  return route ? withQuery(route.path, query) : null;
}

/** The home's address: the route keyed home, or the shell's own '/' when no remote declares one. */
export const homeHref = () => routeHref(HOME_ROUTE) ?? '/';

/** The route of an address in this start's table. */
export const routeForPath = (pathname: string) => routeOfPath(useRouteStore.getState().table, pathname);
