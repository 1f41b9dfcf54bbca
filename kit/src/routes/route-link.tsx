import type { ComponentProps } from 'react';
import { Link, NavLink } from '../router/index.ts';
import { useRouteHref } from './route-table.ts';

type Query = Record<string, string | number | undefined>;

/** A link to a route by key (decision 022): nothing at all when no remote of this start declares the route. */
export function RouteLink({ route, query, ...props }: { route: string; query?: Query } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const to = useRouteHref(route, query);
  return to ? <Link to={to} {...props} /> : null;
}

/** RouteLink for a menu: marked as the current page where it is. */
export function RouteNavLink({ route, query, ...props }: { route: string; query?: Query } & Omit<ComponentProps<typeof NavLink>, 'to'>) {
  const to = useRouteHref(route, query);
  return to ? <NavLink to={to} {...props} /> : null;
}
