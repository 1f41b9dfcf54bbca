import { act, renderHook } from '@testing-library/react';
import { useConfigStore } from '../config/runtime-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { accessFor, entryAction, routeAccess, ruleOf, useRouteAccess, variantOf } from './route-access.ts';
import type { RouteGate, RouteManifest } from '@wl/plain/routes';
import { setRoutes } from './route-table.ts';

// The one gate table (decision 026): every route's gate and flags, one rule for the routes and the menus.
const on = () => true;
const who = (type: number | null, flag: (modId: string) => boolean = on) => ({ type, flag });
const titles = { bn: 'পাতা', en: 'Page' };

describe('accessFor', () => {
  it.each<[RouteGate | undefined, number | null, string]>([
    [undefined, null, 'open'],
    [undefined, 4, 'open'],
    ['guest', null, 'open'],
    ['guest', 0, 'guestOnly'],
    ['session', null, 'signIn'],
    ['session', 4, 'open'],
    ['member', null, 'signIn'],
    ['member', 4, 'trial'],
    ['member', 0, 'open'],
    ['member', 1, 'open'],
    ['notTrial', null, 'open'],
    ['notTrial', 4, 'trial'],
    ['notTrial', 40, 'open'],
    ['agent', null, 'signIn'],
    ['agent', 0, 'agentOnly'],
    ['agent', 4, 'agentOnly'],
    ['agent', 40, 'agentOnly'],
    ['agent', 1, 'open'],
    ['agent', 42, 'open'],
  ])('gate %s, type %p: %s', (gate, type, expected) => {
    const access = accessFor({ gate }, who(type));
    expect(access.open ? 'open' : access.reason).toBe(expected);
  });

  it('reads the flags first: a page with a flag off is off for everyone', () => {
    const flag = (modId: string) => modId !== 'FEEDBACK3';
    expect(accessFor({ gate: 'member', flags: ['FEEDBACK3'] }, who(null, flag))).toEqual({ open: false, reason: 'off' });
    expect(accessFor({ gate: 'member', flags: ['FEEDBACK3'] }, who(1, flag))).toEqual({ open: false, reason: 'off' });
    expect(accessFor({ flags: ['MEMCLUB3', 'FEEDBACK3'] }, who(0, flag))).toEqual({ open: false, reason: 'off' });
    expect(accessFor({ flags: ['MEMCLUB3'] }, who(0, flag))).toEqual({ open: true });
  });
});

describe("the spec's redirects (issue 34)", () => {
  // the agent home: no session, or member types 0, 4 and 40, go home (spec section 4)
  const agentHome = { gate: 'agent' as const, redirect: { signIn: 'home', agentOnly: 'home' } };

  it.each<[number | null, string | undefined]>([
    [null, 'home'],
    [0, 'home'],
    [4, 'home'],
    [40, 'home'],
    [1, undefined],
  ])('type %p: to %p', (type, to) => {
    const access = accessFor(agentHome, who(type));
    expect(access.open ? undefined : access.to).toBe(to);
  });

  it('names a place only for the reasons it lists: the rest keep the gate message', () => {
    const changePassword = { gate: 'member' as const, redirect: { signIn: 'login' } };
    expect(accessFor(changePassword, who(null))).toEqual({ open: false, reason: 'signIn', to: 'login' });
    expect(accessFor(changePassword, who(4))).toEqual({ open: false, reason: 'trial' });
    // a switched-off page is off, wherever its redirect would send a guest
    expect(
      accessFor(
        { ...changePassword, flags: ['X'] },
        who(null, () => false),
      ),
    ).toEqual({ open: false, reason: 'off' });
  });

  it("a variant with its own gate has its own redirect, not the route's", () => {
    const list = { redirect: { signIn: 'login' }, variants: [{ query: { gameType: 'RECENT' }, gate: 'session' as const }] };
    expect(ruleOf(list, 'gameType=RECENT').redirect).toBeUndefined();
    expect(ruleOf(list, '').redirect).toEqual({ signIn: 'login' });
  });
});

describe('a query variant', () => {
  const notice = {
    gate: 'member' as const,
    flags: ['MAILCEN'],
    variants: [
      { query: { types: 'A' }, titles: { bn: 'এজেন্ট ঘোষণা', en: 'Agent announcements' }, gate: 'agent' as const, flags: ['AGENOTICE3'] },
    ],
  };

  it("is another page: its gate in place of the route's, its flags with the route's", () => {
    expect(variantOf(notice, '?types=A')?.gate).toBe('agent');
    expect(variantOf(notice, { types: 'a' })?.gate).toBe('agent');
    expect(variantOf(notice, new URLSearchParams('types=B'))).toBeUndefined();
    expect(ruleOf(notice, 'types=A')).toEqual({ gate: 'agent', flags: ['MAILCEN', 'AGENOTICE3'] });
    expect(ruleOf(notice, '')).toEqual({ gate: 'member', flags: ['MAILCEN'] });
  });
});

describe('what a menu does with an entry', () => {
  it.each([
    [{ open: true }, false, 'open'],
    [{ open: false, reason: 'off' }, false, 'hide'],
    [{ open: false, reason: 'agentOnly' }, false, 'hide'],
    [{ open: false, reason: 'guestOnly' }, false, 'hide'],
    [{ open: false, reason: 'signIn' }, false, 'login'],
    [{ open: false, reason: 'trial' }, false, 'refuse'],
    [{ open: false, reason: 'off' }, true, 'refuse'],
    [{ open: false, reason: 'signIn', to: 'login' }, false, 'go'],
    [{ open: false, reason: 'signIn', to: 'login' }, true, 'go'],
    // a redirect home is the address's: a tap in a menu keeps the entry's own action
    [{ open: false, reason: 'signIn', to: 'home' }, false, 'login'],
    [{ open: false, reason: 'agentOnly', to: 'home' }, false, 'hide'],
  ] as const)('%p (fixed %p): %s', (access, fixed, action) => {
    expect(entryAction(access, { fixed })).toBe(action);
  });
});

describe('the table of this start', () => {
  const kiosk: RouteManifest = {
    remote: 'mf-kiosk',
    routes: [
      { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles, gate: 'member', flags: ['TOPUP3'] },
      { key: 'open', path: '/m/open', module: './OpenPage', titles },
    ],
  };
  beforeEach(() => {
    setRoutes([kiosk]);
    useConfigStore.setState({ flags: { TOPUP3: true } });
  });
  afterEach(() => act(() => useSessionStore.getState().clearSession()));

  it('follows the session and the flags, and closes a route no remote of the start declares', () => {
    const { result } = renderHook(() => useRouteAccess('topUp'));
    expect(result.current).toEqual({ open: false, reason: 'signIn' });
    act(() => useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false }));
    expect(result.current).toEqual({ open: true });
    act(() => useConfigStore.setState({ flags: { TOPUP3: false } }));
    expect(result.current).toEqual({ open: false, reason: 'off' });
    expect(routeAccess('open')).toEqual({ open: true });
    expect(routeAccess('elsewhere')).toEqual({ open: false, reason: 'off' });
  });
});
