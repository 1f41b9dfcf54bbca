import { installRoutes } from '@wl/testing';
import { routes } from '../../../routes.ts';
import { gridItems } from './grid.ts';

const base = { enabledKeys: [] as string[], dividendEnabled: true, unreadMail: 0, unreadNotices: 0 };

describe('gridItems (the agent menu flags)', () => {
  it("puts a remote's declared entries at their order, by the gate table alone (the agent menu knows no remote's key)", () => {
    installRoutes(routes, { club: '/m/club', service: '/m/service' });
    const declared = [{ route: 'club', order: 25 }];
    const items = gridItems({ ...base, enabledKeys: ['agentTeamOverview', 'agentTeamPnl', 'memberTeam'], declared });
    expect(items.map((i) => i.key)).toEqual(['agentTeamOverview', 'agentTeamPnl', 'route-club', 'memberTeam', 'service']);
    expect(items[2]).toEqual({ key: 'route-club', route: 'club', to: '/m/club' });
    const closed = gridItems({
      ...base,
      declared,
      access: (route) => (route === 'club' ? { open: false, reason: 'off' } : { open: true }),
    });
    expect(closed.map((i) => i.key)).toEqual(['service']);
  });

  it('shows customer service even when the menu enables nothing', () => {
    expect(gridItems(base).map((i) => i.key)).toEqual(['service']);
  });

  it('shows exactly the enabled keys, in the grid order, and ignores unknown keys', () => {
    const items = gridItems({ ...base, enabledKeys: ['hourContract', 'memberTeam', 'somethingElse', 'agentTeamOverview'] });
    expect(items.map((i) => i.key)).toEqual(['agentTeamOverview', 'memberTeam', 'hourContract', 'service']);
  });

  it('hides the dividend entry when dividends are not enabled, even with its flag on', () => {
    expect(gridItems({ ...base, enabledKeys: ['agentDividend'], dividendEnabled: false }).map((i) => i.key)).toEqual(['service']);
    expect(gridItems({ ...base, enabledKeys: ['agentDividend'] }).map((i) => i.key)).toEqual(['agentDividend', 'service']);
  });

  it('puts unread badges on mail and agent notices only, and none at zero', () => {
    const items = gridItems({ ...base, enabledKeys: ['inbox', 'memberNotice', 'memberTeam'], unreadMail: 3, unreadNotices: 2 });
    expect(items.find((i) => i.key === 'inbox')?.badge).toBe(3);
    expect(items.find((i) => i.key === 'memberNotice')).toEqual({
      key: 'memberNotice',
      to: '/m/member/notice?types=A',
      badge: 2,
      badgeKind: 'unread',
    });
    expect(items.find((i) => i.key === 'memberTeam')?.badge).toBeUndefined();
    expect(gridItems({ ...base, enabledKeys: ['inbox'] })[0]?.badge).toBeUndefined();
  });

  it('puts an offer badge on a contract with an offer waiting (decision 028)', () => {
    const items = gridItems({
      ...base,
      enabledKeys: ['salaryContract', 'hourContract', 'dividendContract'],
      offers: { salaryContract: 1, hourContract: 1 },
    });
    expect(items.find((i) => i.key === 'salaryContract')).toMatchObject({ badge: 1, badgeKind: 'offer' });
    expect(items.find((i) => i.key === 'hourContract')).toMatchObject({ badge: 1, badgeKind: 'offer' });
    expect(items.find((i) => i.key === 'dividendContract')?.badge).toBeUndefined();
  });

  it('leaves out an entry whose page the gate table hides, as its address would refuse it (decision 026)', () => {
    const access = (route: string) => (route === 'memberTeam' ? ({ open: false, reason: 'off' } as const) : ({ open: true } as const));
    expect(gridItems({ ...base, enabledKeys: ['memberTeam', 'agentTeamOverview'], access }).map((i) => i.key)).toEqual([
      'agentTeamOverview',
      'service',
    ]);
  });
});
