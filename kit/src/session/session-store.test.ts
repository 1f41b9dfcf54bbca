import { events } from '../events/event-bus.ts';
import { displayName, useSessionStore } from './session-store.ts';
import type { SessionInfo } from './session-types.ts';

const info: SessionInfo = { token: 't0k3n', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false };

describe('session store', () => {
  afterEach(() => {
    useSessionStore.getState().clearSession();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the session in sessionStorage and never in localStorage', () => {
    useSessionStore.getState().setSession(info);
    expect(JSON.parse(sessionStorage.getItem('wl.session')!)).toEqual(info);
    expect(JSON.stringify({ ...localStorage })).not.toContain('t0k3n');
  });

  it('announces session changes, and clearing forgets member, wallet and the trial name', () => {
    const seen: unknown[] = [];
    const off = events.on('session:changed', ({ session }) => seen.push(session?.userName ?? null));
    const store = useSessionStore.getState();
    store.setSession({ ...info, type: 4, merchantCode: 'BDWL_TRIAL' }, { trial: true });
    expect(useSessionStore.getState().trialUserName).toBe('demo01');
    store.setWallet({ sumBalance: 10 });
    useSessionStore.getState().clearSession();
    off();
    const s = useSessionStore.getState();
    expect([s.session, s.wallet, s.member, s.trialUserName]).toEqual([null, null, null, null]);
    expect(sessionStorage.getItem('wl.session')).toBeNull();
    expect(seen).toEqual(['demo01', null]);
  });

  it('remembers the hidden balance choice', () => {
    useSessionStore.getState().toggleBalanceHidden();
    expect(useSessionStore.getState().balanceHidden).toBe(true);
    expect(localStorage.getItem('wl.balanceHidden')).toBe('true');
  });

  it('shows the nickname, else the account, else the login name', () => {
    const member = { id: 1, account: 'demo01acc', userName: 'demo01', regDate: '', type: 0 };
    expect(displayName({ session: info, member: { ...member, nickname: 'Rahim' } })).toBe('Rahim');
    expect(displayName({ session: info, member: { ...member, nickname: '' } })).toBe('demo01acc');
    expect(displayName({ session: info, member: null })).toBe('demo01');
  });
});
