// The routes of this start: the manifests the shell was given, made one table. Built by a pure function
// (the server's critical path uses it too) and kept in a store of the singleton contract, so every part asks
// the same table for a route by key (routeHref) and a link whose route is absent is hidden.
import { create } from 'zustand';
import { DEFAULT_LAYOUT, HOME_ALIASES, HOME_ROUTE, type RouteDeclaration, type RouteLayout, type RouteManifest } from './route-manifest.ts';

/** A route of the table: its declaration, its remote and its whole layout. */
export interface RouteEntry extends Omit<RouteDeclaration, 'layout'> {
  remote: string;
  layout: RouteLayout;
}

export interface RouteTable {
  routes: RouteEntry[];
  /** address (path or alias) -> route key */
  byPath: Map<string, string>;
  byKey: Map<string, RouteEntry>;
  /** slot -> the remote and module that fill it */
  slots: Map<string, { remote: string; module: string }>;
  /** claims refused because an earlier remote had made them, in words */
  conflicts: string[];
}

/**
 * One table from the manifests, in the order given (the runtime file's). A path, alias or key claimed twice
 * stays with the first remote: the order of the runtime file decides, every time.
 */
export function buildRouteTable(manifests: RouteManifest[]): RouteTable {
  const table: RouteTable = { routes: [], byPath: new Map(), byKey: new Map(), slots: new Map(), conflicts: [] };
  for (const manifest of manifests) {
    for (const [slot, module] of Object.entries(manifest.slots ?? {})) {
      const owner = table.slots.get(slot)?.remote;
      if (owner) table.conflicts.push(`${manifest.remote} fills the slot ${slot}, which is ${owner}'s`);
      else table.slots.set(slot, { remote: manifest.remote, module });
    }
    for (const route of manifest.routes ?? []) {
      const owner = table.byKey.get(route.key)?.remote;
      if (owner) {
        table.conflicts.push(`${manifest.remote} declares the route key ${route.key}, which is ${owner}'s`);
        continue;
      }
      const taken = table.byPath.get(route.path);
      if (taken) {
        table.conflicts.push(`${manifest.remote} declares ${route.path}, which is ${table.byKey.get(taken)?.remote}'s`);
        continue;
      }
      const entry: RouteEntry = { ...route, remote: manifest.remote, layout: { ...DEFAULT_LAYOUT, ...route.layout } };
      table.routes.push(entry);
      table.byKey.set(route.key, entry);
      table.byPath.set(route.path, route.key);
      for (const alias of route.aliases ?? []) {
        if (table.byPath.has(alias)) table.conflicts.push(`${manifest.remote} declares the alias ${alias}, which is taken`);
        else table.byPath.set(alias, route.key);
      }
    }
  }
  if (table.byKey.has(HOME_ROUTE)) for (const alias of HOME_ALIASES) if (!table.byPath.has(alias)) table.byPath.set(alias, HOME_ROUTE);
  return table;
}

const clean = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route of an address, aliases included, or null (not found, or one of the shell's own screens). */
export function routeOfPath(table: RouteTable, pathname: string): RouteEntry | null {
  const key = table.byPath.get(clean(pathname)) ?? table.byPath.get(pathname);
  return key ? (table.byKey.get(key) ?? null) : null;
}

/** An address with a query string; undefined values are left out. */
export function withQuery(path: string, query?: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

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
