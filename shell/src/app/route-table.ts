import { HOME_ROUTE, routeForPath, useRouteStore, type RouteEntry } from '@wl/shared';

/** The shell's own screens (spec section 2): no remote serves them. */
export const SHELL_SCREENS = { maintenance: '/m/maintenance', regionRestricted: '/m/restricted' } as const;

export interface Layout {
  header: boolean;
  bottomMenu: boolean;
  backHome: boolean;
  isHome: boolean;
}

/** The layout of a route, as its remote declared it; an address no route serves (not found) has the full layout. */
export function layoutFor(route: Pick<RouteEntry, 'key' | 'layout'> | null): Layout {
  if (!route) return { header: true, bottomMenu: true, backHome: false, isHome: false };
  return { ...route.layout, isHome: route.key === HOME_ROUTE };
}

/** The route of an address in this start's table, rendering again when the table changes. */
export function useRouteOf(pathname: string): RouteEntry | null {
  useRouteStore((s) => s.table);
  return routeForPath(pathname);
}
