import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeCall, answerRoutes, offline } from '@wl/jest/msw-routes';
import { DialogHost } from '../ui/index.ts';
import { useSessionStore } from './session-store.ts';
import { signOut } from './sign-out.ts';
import { setRoutes } from '../routes/route-table.ts';

let calls: FakeCall[] = [];
let fail = false;
beforeEach(() => {
  // the home of this start, whichever remote declares it
  setRoutes([{ remote: 'mf-kiosk', routes: [{ key: 'home', path: '/m/home', module: './HomePage', titles: { bn: 'হোম', en: 'Home' } }] }]);
  fail = false;
  calls = answerRoutes({ 'POST /wps/session/logout': () => (fail ? offline() : true) });
  useSessionStore.getState().setSession({ token: 'tok-1', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false });
  sessionStorage.setItem('wl.other', 'x');
  localStorage.setItem('wl.bankList', '[1]');
  localStorage.setItem('autoLogin', '1');
});

/** Starts a sign-out: its question opens in the dialog host, a React update (wrapped as one) */
function opened(navigate: (to: string) => void) {
  let done!: Promise<boolean>;
  act(() => {
    done = signOut(navigate);
  });
  return done;
}

describe('sign out (spec section 4)', () => {
  it('asks first; on cancel nothing changes', async () => {
    const navigate = jest.fn();
    render(<DialogHost />);
    const done = opened(navigate);
    await userEvent.click(await screen.findByRole('button', { name: 'বাতিল' }));
    await expect(done).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on confirm calls logout with the token, clears everything it lists, sets autoLogin 0 and goes home', async () => {
    const navigate = jest.fn();
    render(<DialogHost />);
    const done = opened(navigate);
    await userEvent.click(await screen.findByRole('button', { name: 'নিশ্চিত' }));
    await act(() => done);
    expect(calls.map((c) => [c.url, c.headers.Authorization])).toEqual([['/wps/session/logout', 'tok-1']]);
    expect(useSessionStore.getState().session).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('wl.bankList')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });

  it('still signs out locally when the call fails', async () => {
    fail = true;
    const navigate = jest.fn();
    await signOut(navigate, { confirm: false });
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });
});
