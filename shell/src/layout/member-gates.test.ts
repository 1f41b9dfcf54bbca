import { act } from '@testing-library/react';
import { events, registerTranslations, routeAccess, toast, useConfigStore, useSessionStore } from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { useSiteRoutes } from '../test/site-routes.ts';
import { GATE_TOAST_MS, mayFollow } from './member-gates.ts';

const login = (type: number) =>
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'u', type, firstTimeLogin: false });

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});

// a menu entry follows the one gate table (decision 026), as the route does
describe('a menu entry by the gate table', () => {
  let info: jest.SpyInstance;
  let loginAsked: jest.Mock;
  let off: () => void;
  beforeEach(() => {
    useConfigStore.setState({ flags: { REFERRAL: true, MAILCEN: true } });
    info = jest.spyOn(toast, 'info');
    loginAsked = jest.fn();
    off = events.on('auth:login-required', loginAsked);
  });
  afterEach(() => {
    act(() => useSessionStore.getState().clearSession());
    info.mockRestore();
    toast.dismiss();
    off();
  });

  it('turns a trial account away from Members with free_reject for 2 s, as /m/mine does', () => {
    login(4);
    expect(mayFollow(routeAccess('mine'), { fixed: true })).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('আসল অ্যাকাউন্টে'), GATE_TOAST_MS);
    expect(GATE_TOAST_MS).toBe(2000);
  });

  it('lets members and guests open the member centre, whose guest view asks to log in', () => {
    expect(mayFollow(routeAccess('mine'), { fixed: true })).toBe(true);
    login(0);
    expect(mayFollow(routeAccess('mine'), { fixed: true })).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it('asks a guest to log in where the guest is; a tab goes to its page instead, whose gate asks it', () => {
    expect(mayFollow(routeAccess('inviteFriends'))).toBe(false);
    expect(loginAsked).toHaveBeenCalledTimes(1);
    expect(mayFollow(routeAccess('inviteFriends'), { fixed: true })).toBe(true);
    expect(loginAsked).toHaveBeenCalledTimes(1);
  });

  it('hides a switched-off entry; a fixed tab says the contact-service message for 2 s instead', () => {
    login(0);
    act(() => useConfigStore.setState({ flags: { REFERRAL: false } }));
    expect(routeAccess('inviteFriends')).toEqual({ open: false, reason: 'off' });
    expect(mayFollow(routeAccess('inviteFriends'), { fixed: true })).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('গ্রাহক সেবায়'), 2000);
  });

  it('lets a member open invite friends with REFERRAL on', () => {
    login(1);
    expect(mayFollow(routeAccess('inviteFriends'))).toBe(true);
  });
});
