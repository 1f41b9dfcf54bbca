import { paths } from '@wl/shared';
import { ROUTES, layoutFor, routeKeyForPath } from './route-table.ts';

describe('route table', () => {
  it('maps every route of spec section 2 (but the shell-owned maintenance screen) to a remote', () => {
    const owned = new Set(ROUTES.map((r) => r.key));
    const shellOwned = ['maintenance', 'regionRestricted'];
    for (const key of Object.keys(paths)) if (!shellOwned.includes(key)) expect(owned).toContain(key);
  });

  it('gives each route to its owner as docs/architecture.md says', () => {
    const owner = (path: string) => ROUTES.find((r) => r.path === path)?.remote;
    expect(owner('/m/login')).toBe('mf-auth');
    expect(owner('/m/home')).toBe('mf-lobby');
    expect(owner('/m/voucherCenter')).toBe('mf-cashier');
    expect(owner('/m/webEmail')).toBe('mf-member');
    expect(owner('/m/member/agent/getHourContract')).toBe('mf-agent');
  });

  it('finds the route of a path, ignoring a trailing slash', () => {
    expect(routeKeyForPath('/m/home/')).toBe('home');
    expect(routeKeyForPath('/m/agent/team/pnl')).toBe('agentTeamPnl');
    expect(routeKeyForPath('/m/nowhere')).toBeNull();
  });
});

describe('layout rules (spec section 2)', () => {
  it.each(['login', 'register', 'mine', 'memberHome', 'agent', 'help'] as const)('%s has no header', (key) => {
    expect(layoutFor(key).header).toBe(false);
  });

  it.each([
    'login',
    'register',
    'trial',
    'launchGame',
    'changePassword',
    'notice',
    'activity',
    'forget',
    'service',
    'moreLottery',
    'userAgreement',
    'maintenance',
    'agent',
  ] as const)('%s hides the bottom menu', (key) => {
    expect(layoutFor(key).bottomMenu).toBe(false);
  });

  it('shows header and bottom menu elsewhere, and on not-found', () => {
    for (const key of ['home', 'deposit', 'gameList', 'activityDetail'] as const) {
      expect(layoutFor(key)).toMatchObject({ header: true, bottomMenu: true });
    }
    expect(layoutFor(null)).toMatchObject({ header: true, bottomMenu: true });
  });

  it('back from login, register, trial, notice and forget goes home', () => {
    for (const key of ['login', 'register', 'trial', 'notice', 'forget', 'socialCallback'] as const)
      expect(layoutFor(key).backHome).toBe(true);
    expect(layoutFor('deposit').backHome).toBe(false);
    expect(layoutFor('home').isHome).toBe(true);
  });
});
