import { paths } from '@wl/shared';
import { ROUTES, layoutFor, routeKeyForPath } from './route-table.ts';

describe('route table', () => {
  it('maps every route of spec section 2 (but the shell-owned maintenance screen) to a remote', () => {
    const owned = new Set(ROUTES.map((r) => r.key));
    const shellOwned = ['maintenance', 'regionRestricted'];
    for (const key of Object.keys(paths)) if (!shellOwned.includes(key)) expect(owned).toContain(key);
  });

  it.each([
    ['/m/login', 'mf-auth'],
    ['/m/home', 'mf-lobby'],
    ['/m/voucherCenter', 'mf-cashier'],
    ['/m/webEmail', 'mf-member'],
    ['/m/member/agent/getHourContract', 'mf-agent'],
  ])('gives %s to %s, as docs/architecture.md says', (path, remote) => {
    expect(ROUTES.find((r) => r.path === path)?.remote).toBe(remote);
  });

  it('finds the route of a path, ignoring a trailing slash', () => {
    expect(routeKeyForPath('/m/home/')).toBe('home');
    expect(routeKeyForPath('/m/agent/team/pnl')).toBe('agentTeamPnl');
    expect(routeKeyForPath('/m/nowhere')).toBeNull();
  });
});

/** The layout of a page by its address, as the spec's section 2 names pages (by their paths). */
const layoutAt = (name: string) => layoutFor(routeKeyForPath(`/m/${name}`));

describe('layout rules (spec section 2)', () => {
  // "login, register, mine, agent and help omit the header" (member/home is mine's other address)
  it.each('login register mine member/home agent help'.split(' '))('/m/%s has no header', (name) => {
    expect(layoutAt(name).header).toBe(false);
  });

  // "The bottom menu is hidden on login, register, trail, launchGame, changePsw, notice, activity, forget,
  // service, moreLottery, useragreement, maintenance and agent"
  it.each(
    'login register trail launchGame changePsw notice activity forget service moreLottery useragreement maintenance agent'.split(' '),
  )('/m/%s hides the bottom menu', (name) => {
    expect(layoutAt(name).bottomMenu).toBe(false);
  });

  it('shows header and bottom menu elsewhere, and on not-found', () => {
    for (const key of ['home', 'deposit', 'gameList', 'activityDetail'] as const) {
      expect(layoutFor(key)).toMatchObject({ header: true, bottomMenu: true });
    }
    expect(layoutFor(null)).toMatchObject({ header: true, bottomMenu: true });
  });

  it('back from login, register, trial, notice and forget goes home', () => {
    for (const name of 'login register trail notice forget socialCallback'.split(' ')) expect(layoutAt(name).backHome).toBe(true);
    expect(layoutFor('deposit').backHome).toBe(false);
    expect(layoutFor('home').isHome).toBe(true);
  });
});
