import { useEffect, useMemo, useState } from 'react';
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
} from '@wl/kit';
import { RemoteSlot } from '../federation/remote-slot.tsx';
import { startRouteCalls } from '../federation/route-remote.ts';

type Closed = typeof import('./route-closed.tsx').RouteClosed;
/** the closed page's message, once its code is in: it comes with its own texts when a route is first closed */
let closedScreen: Closed | null = null;

/**
 * The closed page's component, loaded by a state update rather than by `lazy`: a suspended `lazy` part is shown
 * no sooner than 300 ms after its fallback (React's throttle of revealed content), when its code is in within tens
 * of milliseconds (a guest's fresh load of a member page: in at 68 ms, drawn at 369 ms). If the code cannot be
 * fetched (offline, no worker), the spinner stays, as `lazyPart`'s empty fallback left the page.
 */
function useClosedScreen(): Closed | null {
  const [screen, setScreen] = useState(() => closedScreen);
  useEffect(() => {
    if (screen) return;
    void import('./route-closed.tsx').then(
      (m) => setScreen(() => (closedScreen = m.RouteClosed)),
      () => undefined,
    );
  }, [screen]);
  return screen;
}

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
  if (!access.open) return <ClosedRoute reason={access.reason} route={route} />;
  return <RemoteSlot key={route.key} remote={route.remote} module={route.module} onLoading={() => startRouteCalls(route)} />;
}

function ClosedRoute({ reason, route }: { reason: Parameters<Closed>[0]['reason']; route: RouteEntry }) {
  const RouteClosed = useClosedScreen();
  if (!RouteClosed) return <PageLoading />;
  return (
    <RouteClosed
      reason={reason}
      routeKey={route.key}
      wayOn={!route.layout.header && !route.layout.bottomMenu && route.layout.ownWayHome === true}
    />
  );
}
