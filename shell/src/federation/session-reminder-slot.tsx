import { useEffect, useState } from 'react';
import { isTrialType, useRouteStore, useSessionStore } from '@wl/kit';
import { RemoteSlot } from './remote-slot.tsx';

// after the first idle moment (a second where there is no requestIdleCallback): the page's own work goes first
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
};

/**
 * A reminder over every page while a member is signed in (the reality check, decision 033). It belongs to the
 * remote whose manifest fills the sessionReminder slot; the shell only mounts it, for real members only and
 * after the first idle moment, so a guest and the first screen pay nothing for it. Its remote being down shows
 * nothing: a reminder is no page to retry.
 */
export function SessionReminderSlot() {
  const filler = useRouteStore((s) => s.table.slots.get('sessionReminder'));
  const session = useSessionStore((s) => s.session);
  const member = session !== null && !isTrialType(session.type);
  const [idle, setIdle] = useState(false);
  useEffect(() => (member && !idle ? whenIdle(() => setIdle(true)) : undefined), [member, idle]);
  if (!filler || !member || !idle) return null;
  // keyed by the session: a new login starts its own count
  return <RemoteSlot key={session.token} remote={filler.remote} module={filler.module} loading={null} kind="slot" frame={() => null} />;
}
