import type { RouteAccess } from '@wl/kit';
import { installRoutes } from '@wl/testing';
import { paths } from '../../../paths.ts';
import { routes } from '../../../routes.ts';
import { MISSIONS, menuItems, showsAgencyCentre, tiles } from './menu-items.ts';

// each entry of the list and the route whose gate decides it (decision 026)
const byRoute: [string, string, Record<string, string> | undefined][] = [
  ['depositRecord', 'deposit_record', undefined],
  ['withdrawRecord', 'withdraw_record', undefined],
  ['transactionRecord', 'account_record', undefined],
  ['gameRecord', 'betting_record', undefined],
  ['profitAndLoss', 'profit_and_loss', undefined],
  ['upLineTransfer', 'transfer_upline', undefined],
  ['rewardCenter', 'reward_center', undefined],
  ['manualRebate', 'manual_rebate', undefined],
  ['rewardCenter', 'mission', MISSIONS],
  ['rebateReport', 'my_rebate', undefined],
  ['inbox', 'mail', undefined],
  ['feedback', 'feedback', undefined],
  ['responsibleGaming', 'responsible_gaming', undefined],
];
const OPEN: RouteAccess = { open: true };
const closedAt =
  (route?: string, query?: Record<string, string>, reason: 'off' | 'signIn' | 'agentOnly' = 'off') =>
  (r: string, q?: Record<string, string>): RouteAccess =>
    r === route && JSON.stringify(q) === JSON.stringify(query) ? { open: false, reason } : OPEN;
const member = { type: 1, toUpline: true };
const keys = (access = closedAt(), m: { type: number; toUpline?: boolean } | null = member) =>
  menuItems({ access, member: m }).map((i) => i.key);

const OTHERS = {
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  upLineTransfer: '/m/upLine/transfer',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
};
beforeAll(() => installRoutes(routes, OTHERS));

describe('member centre list', () => {
  it('shows every entry whose page is open', () => {
    expect(keys()).toHaveLength(byRoute.length);
  });

  it('offers responsible gaming with every other page closed (issue 27)', () => {
    const onlyIt = (r: string): RouteAccess => (r === 'responsibleGaming' ? OPEN : { open: false, reason: 'off' });
    expect(menuItems({ access: onlyIt, member }).map((i) => [i.key, i.to])).toEqual([['responsible_gaming', paths.responsibleGaming]]);
  });

  it.each(byRoute)('hides its entry when the table closes %s (%s) and keeps the others', (route, key, query) => {
    const shown = keys(closedAt(route, query));
    expect(shown).not.toContain(key);
    expect(shown).toHaveLength(byRoute.length - 1);
  });

  it("puts a remote's declared entries at their order among the spec's, and the gate table decides them too", () => {
    installRoutes(routes, { ...OTHERS, club: '/m/club', clubLate: '/m/clubLate' });
    const declared = [
      { route: 'club', order: 15 },
      { route: 'clubLate', order: 999 },
    ];
    const items = menuItems({ access: closedAt(), member, declared });
    expect(items.map((i) => i.key).slice(0, 3)).toEqual(['deposit_record', 'route-club', 'withdraw_record']);
    expect(items.at(-1)).toEqual({ key: 'route-clubLate', to: '/m/clubLate', route: 'clubLate' });
    expect(menuItems({ access: closedAt('club'), member, declared }).map((i) => i.key)).not.toContain('route-club');
    // a route no remote of this start serves: no entry
    installRoutes(routes, OTHERS);
    expect(menuItems({ access: closedAt(), member, declared }).map((i) => i.key)).toHaveLength(byRoute.length);
  });

  it('shows a guest the entries (its tap opens the login dialog)', () => {
    const guest = (_r: string): RouteAccess => ({ open: false, reason: 'signIn' });
    expect(menuItems({ access: guest, member: null }).map((i) => i.key)).toEqual(
      byRoute.map(([, k]) => k).filter((k) => k !== 'transfer_upline'),
    );
  });

  it('offers transfer to upline only to a member with an upline who is not type 2', () => {
    expect(keys(undefined, { type: 1, toUpline: false })).not.toContain('transfer_upline');
    expect(keys(undefined, { type: 2, toUpline: true })).not.toContain('transfer_upline');
    expect(keys(undefined, { type: 0, toUpline: true })).toContain('transfer_upline');
    expect(keys(undefined, null)).not.toContain('transfer_upline');
  });

  it('puts the unclaimed count on the reward centre, and none when nothing waits', () => {
    const reward = (n: number) => menuItems({ access: closedAt(), member, unclaimed: n }).find((i) => i.key === 'reward_center');
    expect(reward(2)?.badge).toBe(2);
    expect(reward(0)?.badge).toBeUndefined();
  });

  it('links mail to the inbox, feedback to its page, and mission activity to the missions (not the promotions)', () => {
    const items = menuItems({ access: closedAt(), member });
    expect(items.find((i) => i.key === 'mail')?.to).toBe(paths.inbox);
    expect(items.find((i) => i.key === 'feedback')?.to).toBe(paths.feedback);
    expect(items.find((i) => i.key === 'mission')).toEqual({ key: 'mission', to: paths.rewardCenter, query: { kind: 'MISSION' } });
  });

  it('shows the tiles by the same table: invite only where its page is open', () => {
    expect(tiles(closedAt()).map((t) => t.key)).toEqual(['deposit', 'withdraw', 'invite', 'security']);
    expect(tiles(closedAt('inviteFriends')).map((t) => t.key)).toEqual(['deposit', 'withdraw', 'security']);
  });
});

describe('agency centre', () => {
  it.each([0, 4, 40])('is hidden for type %i', (type) => expect(showsAgencyCentre({ type })).toBe(false));
  it.each([1, 2, 3, 41])('is shown for type %i', (type) => expect(showsAgencyCentre({ type })).toBe(true));
  it('is hidden for a guest', () => expect(showsAgencyCentre(null)).toBe(false));
});
