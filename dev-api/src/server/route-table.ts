import type { HttpMethod, Route } from './route.ts';

type RouteMatch = { kind: 'found'; route: Route } | { kind: 'not_found' } | { kind: 'method_not_allowed'; allowed: HttpMethod[] };

export interface RouteTable {
  find(path: string, method: string): RouteMatch;
  list(): Route[];
}

export function createRouteTable(routes: Route[]): RouteTable {
  const byPath = new Map<string, Map<string, Route>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Route>();
    if (methods.has(route.method)) throw new Error(`duplicate route ${route.method} ${route.path}`);
    methods.set(route.method, route);
    byPath.set(route.path, methods);
  }
  return {
    find(path, method) {
      const methods = byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
      if (!methods) return { kind: 'not_found' };
      const route = methods.get(method);
      if (!route) return { kind: 'method_not_allowed', allowed: [...methods.keys()] as HttpMethod[] };
      return { kind: 'found', route };
    },
    list: () => routes,
  };
}
