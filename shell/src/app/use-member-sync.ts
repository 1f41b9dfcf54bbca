import { useEffect } from 'react';
import { events, fetchUnreadCount, loadMember, loadWallet, useLocation, useSessionStore } from '@wl/shared';

/**
 * Keeps what the header shows in step with the session: member info and balance on login, the balance
 * whenever a part asks ('wallet:refresh'), the unread count on every page change (the call is throttled).
 */
export function useMemberSync() {
  const token = useSessionStore((s) => s.session?.token);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!token) return;
    loadMember().catch(() => undefined);
    loadWallet().catch(() => undefined);
  }, [token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation re-reads the unread count (spec section 4)
  useEffect(() => {
    if (token) fetchUnreadCount().catch(() => undefined);
  }, [token, pathname]);

  useEffect(() => events.on('wallet:refresh', () => void loadWallet().catch(() => undefined)), []);
}
