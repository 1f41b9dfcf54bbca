import { useSessionStore } from '@wl/kit';

/** The inbox unread count, as the last (throttled) unread-count call reported it. */
export const useUnreadCount = () => useSessionStore((s) => s.unreadCount);
