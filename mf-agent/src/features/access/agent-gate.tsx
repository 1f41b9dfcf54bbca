import type { ReactNode } from 'react';
import { Navigate, useSessionStore, homeHref } from '@wl/shared';
import { mayEnterAgencyCentre } from './access-rules.ts';

/** Every agency-centre route: a guest or a non-agent (types 0, 4, 40) is sent to the home page (issue 11 item 1). */
export function AgentGate({ children }: { children: ReactNode }) {
  const type = useSessionStore((s) => s.session?.type);
  if (!mayEnterAgencyCentre(type)) return <Navigate to={homeHref()} replace />;
  return <>{children}</>;
}
