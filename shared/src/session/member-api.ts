import { events } from '../events/event-bus.ts';
import { api } from '../http/client.ts';
import { useSessionStore } from './session-store.ts';
import { isTrialType, type MemberInfo, type Wallet } from './session-types.ts';

export async function loadMember(): Promise<MemberInfo | null> {
  if (!useSessionStore.getState().session) return null;
  const member = await api.get<MemberInfo>('/wps/member/info', { silent: true });
  useSessionStore.getState().setMember(member);
  return member;
}

let walletLoad: Promise<Wallet | null> | null = null;
/** Reloads the balance; the figure is hidden while it runs (spec: refresh hides it until the reload ends). */
export function loadWallet(): Promise<Wallet | null> {
  const store = useSessionStore.getState();
  if (!store.session) return Promise.resolve(null);
  // one reload at a time: a second tap joins the running one
  walletLoad ??= (async () => {
    store.setWalletLoading(true);
    try {
      const wallet = await api.get<Wallet>('/wps/wallets/balance', { silent: true });
      useSessionStore.getState().setWallet(wallet);
      return wallet;
    } finally {
      useSessionStore.getState().setWalletLoading(false);
      walletLoad = null;
    }
  })();
  return walletLoad;
}

export const UNREAD_THROTTLE_MS = 250;
let unread: { at: number; promise: Promise<number> } | null = null;

/**
 * Unread inbox count: silent, and throttled to 250 ms (spec section 7) so the header, the member
 * centre and the inbox asking at once make one call. Trial accounts have no inbox count.
 */
export function fetchUnreadCount(now: () => number = Date.now): Promise<number> {
  const session = useSessionStore.getState().session;
  if (!session || isTrialType(session.type)) return Promise.resolve(0);
  if (unread && now() - unread.at < UNREAD_THROTTLE_MS) return unread.promise;
  const promise = api.get<number>('/wps/relay/CSP_unreadCount', { moduleId: 'INBOX3', silent: true }).then((count) => {
    const n = Number(count) || 0;
    useSessionStore.getState().setUnreadCount(n);
    events.emit('inbox:unread-changed', { count: n });
    return n;
  });
  unread = { at: now(), promise };
  return promise;
}

export function resetMemberApiCaches() {
  unread = null;
  walletLoad = null;
}
