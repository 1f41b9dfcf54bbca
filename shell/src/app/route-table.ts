import { HOME_ROUTE, routeForPath, useRouteStore, type RouteEntry } from '@wl/kit';

/** The shell's own screens (spec section 2): no remote serves them. */
export const SHELL_SCREENS = { maintenance: '/m/maintenance', regionRestricted: '/m/restricted' } as const;

export interface Layout {
  header: boolean;
  bottomMenu: boolean;
  backHome: boolean;
  isHome: boolean;
  /** neither header nor bottom menu, and no way home of the page's own: the shell draws one (decision 029) */
  wayOn: boolean;
}

/**
 * The layout of a route, as its remote declared it. The shell's maintenance screen has no bottom menu (spec
 * section 2); an address no route serves (not found) has the full layout.
 */
export function layoutFor(route: Pick<RouteEntry, 'key' | 'layout'> | null, pathname = ''): Layout {
  if (!route) {
    const maintenance = pathname === SHELL_SCREENS.maintenance;
    return { header: true, bottomMenu: !maintenance, backHome: maintenance, isHome: false, wayOn: false };
  }
  const { header, bottomMenu, backHome, ownWayHome } = route.layout;
  return { header, bottomMenu, backHome, isHome: route.key === HOME_ROUTE, wayOn: !header && !bottomMenu && !ownWayHome };
}

/** The route of an address in this start's table, rendering again when the table changes. */
export function useRouteOf(pathname: string): RouteEntry | null {
  useRouteStore((s) => s.table);
  return routeForPath(pathname);
}
