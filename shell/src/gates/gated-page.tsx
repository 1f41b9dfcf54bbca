import { Suspense, useMemo } from 'react';
import {
  accessFor,
  Navigate,
  PageLoading,
  type RouteEntry,
  routeHref,
  ruleOf,
  useConfigStore,
  useLocation,
  useSessionStore,
} from '@wl/shared';
import { lazyPart } from '../app/lazy-part.ts';
import { RemoteSlot } from '../federation/remote-slot.tsx';

// the closed page's message comes with its own texts when a route is first closed: no open page carries it
const RouteClosed = lazyPart(() => import('./route-closed.tsx').then((m) => m.RouteClosed));

/**
 * A route of the table, rendered only when the one gate table opens it to this visitor (decision 026): its page
 * is not even loaded otherwise, so none of its calls is made. A guest's page (login, register) is judged on
 * arrival: a guest who logs in on it is taken on by the page itself, not by a message. Where the route's declaration
 * names a place for the reason (issue 34: the agent home sends a guest home), the visitor goes there instead, the
 * address replaced, so that back does not return to the refusal.
 */
export function GatedPage({ route }: { route: RouteEntry }) {
  const { key: arrival, search } = useLocation();
  const session = useSessionStore((s) => s.session?.type ?? null);
  const flags = useConfigStore((s) => s.flags);
  const rule = ruleOf(route, search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session as it was when the visitor arrived here
  const arrivedAs = useMemo(() => session, [arrival]);
  const access = accessFor(rule, { type: rule.gate === 'guest' ? arrivedAs : session, flag: (modId) => flags[modId] === true });
  const elsewhere = !access.open && access.to ? routeHref(access.to) : null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  if (!access.open) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RouteClosed
          reason={access.reason}
          routeKey={route.key}
          wayOn={!route.layout.header && !route.layout.bottomMenu && route.layout.ownWayHome === true}
        />
      </Suspense>
    );
  }
  return <RemoteSlot key={route.key} remote={route.remote} module={route.module} />;
}
