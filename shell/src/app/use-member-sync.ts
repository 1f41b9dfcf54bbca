import { useEffect } from 'react';
import { fetchUnreadCount, loadMember, loadWallet, useLocation, useSessionStore } from '@wl/kit';

/** The session whose details and balance the start already asked for (startMemberData): its first sync asks no second time. */
let startedFor: string | undefined;

/**
 * A member's details and balance asked for by the start, before the first render: from the calls the page's HTML
 * started (decision 066), they are usually in by then, and the header and the page write the member's name and balance
 * once. Asked for only by the first render's effect, a member's page first showed the login name, then the nickname,
 * and an empty balance under the one the HTML had painted (decision 072's second addendum).
 */
export function startMemberData(): Promise<unknown> {
  const token = useSessionStore.getState().session?.token;
  if (!token) return Promise.resolve();
  startedFor = token;
  return Promise.allSettled([loadMember(), loadWallet()]);
}

/**
 * Keeps what the header shows in step with the session: member info and balance on login, the unread count on every
 * page change (the call is throttled). A part's 'wallet:refresh' invalidates the balance's query (the kit's cache).
 */
export function useMemberSync() {
  const token = useSessionStore((s) => s.session?.token);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!token) return;
    if (startedFor === token) {
      startedFor = undefined;
      return;
    }
    loadMember().catch(() => undefined);
    loadWallet().catch(() => undefined);
  }, [token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation re-reads the unread count (spec section 4)
  useEffect(() => {
    if (token) fetchUnreadCount().catch(() => undefined);
  }, [token, pathname]);
}
