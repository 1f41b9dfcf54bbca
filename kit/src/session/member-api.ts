import { queryCache } from '../data/query-cache.ts';
import { events } from '../events/event-bus.ts';
import { api } from '../http/client.ts';
import { useSessionStore } from './session-store.ts';
import { isTrialType, type MemberInfo, type Wallet } from './session-types.ts';

// a member's start chunk, which the page's HTML preloads for a session (decision 068)
const sessionCalls = () => import(/* webpackChunkName: "member-calls" */ './session-calls.ts');

/**
 * The key the member centre's screen reads the member's details by: a start's load fills the page's cache under it,
 * so the screen that mounts a moment later shows them without asking again (the same call twice on every member's
 * cold load of the member centre; the member centre's screen test holds the two together).
 */
const MEMBER_DETAIL_KEY = ['member', 'detail'];

/** The session's token, as an answer checks it on arrival: an answer for a session that has ended is nobody's to show. */
const currentToken = () => useSessionStore.getState().session?.token;

export async function loadMember(): Promise<MemberInfo | null> {
  const token = currentToken();
  if (!token) return null;
  const member = await queryCache.fetch<MemberInfo>(MEMBER_DETAIL_KEY, async () => {
    const { memberInfoCall } = await sessionCalls();
    return api.call(memberInfoCall, {}, { silent: true });
  });
  if (currentToken() === token) useSessionStore.getState().setMember(member);
  return member;
}

let walletLoad: { token: string; n: number; promise: Promise<Wallet | null> } | null = null;
let walletLoads = 0;
/**
 * Reloads the balance; the figure is hidden while it runs (spec: refresh hides it until the reload ends). One reload
 * at a time per session: a second tap joins the running one, a new session's ask never does, and a balance that
 * arrives after its session has ended is not shown (money is never another member's).
 */
export function loadWallet(): Promise<Wallet | null> {
  const token = currentToken();
  if (!token) return Promise.resolve(null);
  if (walletLoad?.token === token) return walletLoad.promise;
  const n = ++walletLoads;
  const promise = (async () => {
    useSessionStore.getState().setWalletLoading(true);
    try {
      const { walletCall } = await sessionCalls();
      const wallet: Wallet = await api.call(walletCall, {}, { silent: true });
      if (currentToken() === token) useSessionStore.getState().setWallet(wallet);
      return wallet;
    } finally {
      // a newer session's reload, if one started meanwhile, keeps its own figure hidden until it ends
      if (walletLoad?.n === n) {
        useSessionStore.getState().setWalletLoading(false);
        walletLoad = null;
      }
    }
  })();
  walletLoad = { token, n, promise };
  return promise;
}

const UNREAD_THROTTLE_MS = 250;
let unread: { at: number; token: string; promise: Promise<number> } | null = null;

/**
 * Unread inbox count: silent, and throttled to 250 ms (spec section 7) so the header, the member
 * centre and the inbox asking at once make one call. Trial accounts have no inbox count. An ask of another session
 * (a sign-out and another member's login within the 250 ms) is its own call: one member's count is never another's.
 */
export function fetchUnreadCount(now: () => number = Date.now): Promise<number> {
  const session = useSessionStore.getState().session;
  if (!session || isTrialType(session.type)) return Promise.resolve(0);
  // eslint-disable-next-line es-x/no-array-prototype-at, es-x/no-string-prototype-at -- a field named at, not the method
  if (unread && unread.token === session.token && now() - unread.at < UNREAD_THROTTLE_MS) return unread.promise;
  const promise = sessionCalls()
    .then(({ unreadCountCall }) => api.call(unreadCountCall, {}, { silent: true }))
    .then((count) => {
      // an answer for a session that has ended since is not the header's to show
      if (useSessionStore.getState().session?.token !== session.token) return count;
      useSessionStore.getState().setUnreadCount(count);
      events.emit('inbox:unread-changed', { count });
      return count;
    });
  unread = { at: now(), token: session.token, promise };
  return promise;
}

/** For sign-out: the contract's calls of a session, already loaded when a member signs out. */
export { sessionCalls };

export function resetMemberApiCaches() {
  unread = null;
  walletLoad = null;
}

// A sign-out ends the session's loads and its throttle: an ask after it is its own call, even with the same token
// again (a test's fixed one; jest's tests joined the count of the test before theirs).
useSessionStore.subscribe((state, before) => {
  if (before.session && !state.session) resetMemberApiCaches();
});
