import { create } from 'zustand';
import { events } from '../events/event-bus.ts';
import { clearLocalCache, readLocalCache, writeLocalCache } from '../data/local-caches.ts';
import { readStoredJson, type StorageArea, writeStored } from '../storage/browser-storage.ts';
import type { MemberInfo, SessionInfo, Wallet } from './session-types.ts';

const SESSION_KEY = 'wl.session';
const TRIAL_KEY = 'wl.trialUser';
const BALANCE_HIDDEN_KEY = 'wl.balanceHidden';

const read = readStoredJson;
// storage full or blocked: the session lives in memory for this page
const write = (kind: StorageArea, key: string, value: unknown) =>
  writeStored(kind, key, value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The member info of spec section 9's local cache: the header shows the member's name at once on a
 * repeat visit, while the info is fetched again. Only for the member it was fetched for; gone on sign-out.
 */
const MEMBER_ENTRY = 'info';
const memberOwner = (userName: string) => ({ member: userName, language: '' });
const keptMember = (session: SessionInfo | null) =>
  session ? (readLocalCache<MemberInfo>('memberInfo', MEMBER_ENTRY, memberOwner(session.userName)) ?? null) : null;

export interface SessionState {
  session: SessionInfo | null;
  /** the trial account's name (spec section 3: kept in session storage) */
  trialUserName: string | null;
  member: MemberInfo | null;
  wallet: Wallet | null;
  balanceHidden: boolean;
  /** true while a balance reload runs; the header hides the figure meanwhile */
  walletLoading: boolean;
  /** unread inbox mails, as the last unread-count call reported */
  unreadCount: number;
  setSession(info: SessionInfo, opts?: { trial?: boolean }): void;
  clearSession(): void;
  setMember(member: MemberInfo | null): void;
  setWallet(wallet: Wallet | null): void;
  setWalletLoading(loading: boolean): void;
  setUnreadCount(count: number): void;
  toggleBalanceHidden(): void;
}

const startingSession = read<SessionInfo>('session', SESSION_KEY);

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: startingSession,
  trialUserName: read<string>('session', TRIAL_KEY),
  member: keptMember(startingSession),
  wallet: null,
  balanceHidden: read<boolean>('local', BALANCE_HIDDEN_KEY) ?? false,
  walletLoading: false,
  unreadCount: 0,
  setSession(info, opts) {
    write('session', SESSION_KEY, info);
    const trialUserName = opts?.trial ? info.userName : null;
    write('session', TRIAL_KEY, trialUserName);
    set({ session: info, trialUserName, member: keptMember(info), wallet: null, unreadCount: 0 });
    events.emit('session:changed', { session: info });
  },
  clearSession() {
    const had = get().session !== null;
    write('session', SESSION_KEY, null);
    write('session', TRIAL_KEY, null);
    clearLocalCache('memberInfo');
    set({ session: null, trialUserName: null, member: null, wallet: null, walletLoading: false, unreadCount: 0 });
    if (had) events.emit('session:changed', { session: null });
  },
  setMember(member) {
    const userName = get().session?.userName;
    if (member && userName) writeLocalCache('memberInfo', MEMBER_ENTRY, memberOwner(userName), member);
    set({ member });
  },
  setWallet: (wallet) => set({ wallet }),
  setWalletLoading: (walletLoading) => set({ walletLoading }),
  setUnreadCount: (unreadCount) => set({ unreadCount }),
  toggleBalanceHidden() {
    const balanceHidden = !get().balanceHidden;
    write('local', BALANCE_HIDDEN_KEY, balanceHidden);
    set({ balanceHidden });
  },
}));

/** For non-React code (the HTTP layer). */
export const getSession = () => useSessionStore.getState().session;
/** Name shown in the header: nickname, else account, else the login name. */
export const displayName = (s: Pick<SessionState, 'member' | 'session'>) =>
  s.member?.nickname || s.member?.account || s.session?.userName || '';
