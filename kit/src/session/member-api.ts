// The member's details, balance and unread count are queries (issue 40, decision 074): entries of the page's one cache,
// keyed with the member and the language (decision 073). The balance and the unread count are the same in every
// language, so their keys say so (ANY_LANGUAGE) and a language switch asks only for the details again, whose VIP
// level's name is in the request's language. The session store holds the session alone. A member's change is another
// key, so one member's figures never show to another, and a money move invalidates the balance with every other key
// that holds MONEY_KEY.
import { useQuery } from '../data/use-query.ts';
import { ANY_LANGUAGE } from '../data/data-scope.ts';
import { MONEY_KEY, queryCache } from '../data/query-cache.ts';
import { api } from '../http/client.ts';
import { useSessionStore } from './session-store.ts';
import { isTrialType, type MemberInfo, type SessionInfo, type Wallet } from './session-types.ts';

// a member's start chunk, which the page's HTML preloads for a session (decision 068)
const sessionCalls = () => import(/* webpackChunkName: "member-calls" */ './session-calls.ts');

/**
 * The member's details. The member centre's screen reads them by this key too: a start's load fills it, so the screen
 * that mounts a moment later shows them without asking again. Kept on the device for a repeat visit (local-caches.ts).
 */
const MEMBER_KEY = ['member', 'detail'];
const WALLET_KEY = ['member', 'wallet', MONEY_KEY, ANY_LANGUAGE];
const UNREAD_COUNT_KEY = ['member', 'unread', ANY_LANGUAGE];
/** The three keys, for a part whose answer carries one of them (the inbox's unread count) or a first screen's stand-in. */
export const MEMBER_KEYS = { member: MEMBER_KEY, wallet: WALLET_KEY, unreadCount: UNREAD_COUNT_KEY } as const;

/** Spec section 7: the header, the member centre and the inbox asking within 250 ms make one call. */
const UNREAD_FRESH_MS = 250;

const fetchMember = async (): Promise<MemberInfo> => {
  const { memberInfoCall } = await sessionCalls();
  return api.call(memberInfoCall, {}, { silent: true });
};
const fetchWallet = async (): Promise<Wallet> => {
  const { walletCall } = await sessionCalls();
  return api.call(walletCall, {}, { silent: true });
};
const fetchUnread = async (): Promise<number> => {
  const session = useSessionStore.getState().session;
  // trial accounts have no inbox count
  if (!session || isTrialType(session.type)) return 0;
  const { unreadCountCall } = await sessionCalls();
  return api.call(unreadCountCall, {}, { silent: true });
};

const signedIn = () => useSessionStore.getState().session !== null;

/** Asks for the member's details again (a start, a saved profile); the answer fills MEMBER_KEY. */
export const loadMember = (): Promise<MemberInfo | null> =>
  signedIn() ? queryCache.fetch(MEMBER_KEY, fetchMember) : Promise.resolve(null);

/**
 * Reloads the balance; the figure is hidden while it runs (spec: refresh hides it until the reload ends). A second
 * tap joins the reload under way; another member's is another key, and so its own call.
 */
export const loadWallet = (): Promise<Wallet | null> => (signedIn() ? queryCache.fetch(WALLET_KEY, fetchWallet) : Promise.resolve(null));

/** The unread inbox count: silent, one call for every ask within 250 ms (spec section 7); 0 for a guest or a trial account. */
export const fetchUnreadCount = (): Promise<number> =>
  signedIn() ? queryCache.fetch(UNREAD_COUNT_KEY, fetchUnread, { staleTime: UNREAD_FRESH_MS }) : Promise.resolve(0);

// Read by the header, the menus and the pages: shown from the cache, asked for where the cache has none. The start
// and the navigations ask again (the shell's member sync), a money move invalidates the balance.
const readOnly = { staleTime: Number.POSITIVE_INFINITY };

export function useMember(): MemberInfo | null {
  const enabled = useSessionStore((s) => s.session !== null);
  return useQuery(MEMBER_KEY, fetchMember, { ...readOnly, enabled }).data ?? null;
}

/** The balance, and whether a reload of it runs. */
export function useWallet(): { wallet: Wallet | null; loading: boolean } {
  const enabled = useSessionStore((s) => s.session !== null);
  const query = useQuery(WALLET_KEY, fetchWallet, { ...readOnly, enabled });
  return { wallet: enabled ? (query.data ?? null) : null, loading: enabled && query.isFetching };
}

export function useUnreadCount(): number {
  const enabled = useSessionStore((s) => s.session !== null);
  const count = useQuery(UNREAD_COUNT_KEY, fetchUnread, { ...readOnly, enabled }).data;
  return enabled ? (count ?? 0) : 0;
}

/** The name a member is shown by: the nickname, else the account, else the login name. */
export const displayName = (s: { member: MemberInfo | null; session: SessionInfo | null }) =>
  s.member?.nickname || s.member?.account || s.session?.userName || '';

export function useDisplayName(): string {
  const member = useMember();
  const session = useSessionStore((s) => s.session);
  return displayName({ member, session });
}

/** For sign-out: the contract's calls of a session, already loaded when a member signs out. */
export { sessionCalls };
