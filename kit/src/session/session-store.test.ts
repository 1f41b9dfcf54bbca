import { events } from '../events/event-bus.ts';
import { useSessionStore } from './session-store.ts';
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

  it('announces session changes, and clearing forgets the session and the trial name', () => {
    const seen: unknown[] = [];
    const off = events.on('session:changed', ({ session }) => seen.push(session?.userName ?? null));
    const store = useSessionStore.getState();
    store.setSession({ ...info, type: 4, merchantCode: 'BDWL_TRIAL' }, { trial: true });
    expect(useSessionStore.getState().trialUserName).toBe('demo01');
    useSessionStore.getState().clearSession();
    off();
    const s = useSessionStore.getState();
    expect([s.session, s.trialUserName]).toEqual([null, null]);
    // the session store holds no server data (issue 40): the member's figures are queries (member-api.ts)
    expect(Object.keys(s).sort()).toEqual([
      'balanceHidden',
      'clearSession',
      'session',
      'setSession',
      'toggleBalanceHidden',
      'trialUserName',
    ]);
    expect(sessionStorage.getItem('wl.session')).toBeNull();
    expect(seen).toEqual(['demo01', null]);
  });

  it('remembers the hidden balance choice', () => {
    useSessionStore.getState().toggleBalanceHidden();
    expect(useSessionStore.getState().balanceHidden).toBe(true);
    expect(localStorage.getItem('wl.balanceHidden')).toBe('true');
  });
});
