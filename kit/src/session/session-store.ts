import { create } from 'zustand';
import { events } from '../events/event-bus.ts';
import { clearLocalCache } from '../data/local-caches.ts';
import { readStoredJson, type StorageArea, writeStored } from '../storage/browser-storage.ts';
import type { SessionInfo } from './session-types.ts';

const SESSION_KEY = 'wl.session';
const TRIAL_KEY = 'wl.trialUser';
const BALANCE_HIDDEN_KEY = 'wl.balanceHidden';

const read = readStoredJson;
// storage full or blocked: the session lives in memory for this page
const write = (kind: StorageArea, key: string, value: unknown) =>
  writeStored(kind, key, value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The session and the device's choices about it; no server data (issue 40): the member's details, balance and unread
 * count are queries (member-api.ts).
 */
export interface SessionState {
  session: SessionInfo | null;
  /** the trial account's name (spec section 3: kept in session storage) */
  trialUserName: string | null;
  balanceHidden: boolean;
  setSession(info: SessionInfo, opts?: { trial?: boolean }): void;
  clearSession(): void;
  toggleBalanceHidden(): void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: read<SessionInfo>('session', SESSION_KEY),
  trialUserName: read<string>('session', TRIAL_KEY),
  balanceHidden: read<boolean>('local', BALANCE_HIDDEN_KEY) ?? false,
  setSession(info, opts) {
    write('session', SESSION_KEY, info);
    const trialUserName = opts?.trial ? info.userName : null;
    write('session', TRIAL_KEY, trialUserName);
    set({ session: info, trialUserName });
    events.emit('session:changed', { session: info });
  },
  clearSession() {
    const had = get().session !== null;
    write('session', SESSION_KEY, null);
    write('session', TRIAL_KEY, null);
    // the member's details kept for a repeat visit (local-caches.ts) go with the session
    clearLocalCache('memberInfo');
    set({ session: null, trialUserName: null });
    if (had) events.emit('session:changed', { session: null });
  },
  toggleBalanceHidden() {
    const balanceHidden = !get().balanceHidden;
    write('local', BALANCE_HIDDEN_KEY, balanceHidden);
    set({ balanceHidden });
  },
}));

/** For non-React code (the HTTP layer). */
export const getSession = () => useSessionStore.getState().session;
