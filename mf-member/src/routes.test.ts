import { accessFor, ruleOf } from '@wl/kit';
import { routes } from './routes.ts';

// The member centre's pages as the one gate table declares them (decision 026): the shell applies it before a
// page's code loads, so a page holds no door of its own.
const route = (key: string) => routes.routes.find((r) => r.key === key)!;
const on = (_modId: string) => true;
const without = (flag: string) => (modId: string) => modId !== flag;
const access = (key: string, type: number | null, flag: (modId: string) => boolean = on, query = '') =>
  accessFor(ruleOf(route(key), query), { type, flag });

describe('mf-member gates', () => {
  it('shows the member centre to a guest (its own login prompt) and a member, and refuses a trial account', () => {
    expect(access('mine', null)).toEqual({ open: true });
    expect(access('mine', 0)).toEqual({ open: true });
    expect(access('mine', 4)).toEqual({ open: false, reason: 'trial' });
    expect(access('memberHome', 4)).toEqual({ open: false, reason: 'trial' });
  });

  it.each(routes.routes.filter((r) => r.gate === 'member').map((r) => r.key))(
    '%s asks a guest to log in and refuses a trial account',
    (key) => {
      expect(access(key, null)).toEqual({ open: false, reason: 'signIn' });
      expect(access(key, 4)).toEqual({ open: false, reason: 'trial' });
      expect(access(key, 0)).toEqual({ open: true });
    },
  );

  it.each([
    ['inbox', 'MAILCEN'],
    ['message', 'MAILCEN'],
    ['inviteFriends', 'REFERRAL'],
    ['memberBenefits', 'MEMCLUB3'],
    ['memberBenefits', 'VIPROOM3'],
    ['transactionRecord', 'TRANSREC3'],
    ['gameRecord', 'TRANSBETREPMEM3'],
    ['profitAndLoss', 'PERSREP'],
    ['rewardCenter', 'REWCEN3'],
    ['manualRebate', 'MANPLAYREB3'],
    ['rebateReport', 'PLYRBT'],
    ['feedback', 'FEEDBACK3'],
  ])('%s is off for everyone with %s off, as its list entry hides', (key, flag) => {
    expect(access(key, 0, without(flag))).toEqual({ open: false, reason: 'off' });
    expect(access(key, 1, without(flag))).toEqual({ open: false, reason: 'off' });
  });

  it("keeps the agents' announcements (?types=A) to agents, with AGENOTICE3; the missions need MISSION", () => {
    expect(access('memberNotice', 0, on, 'types=A')).toEqual({ open: false, reason: 'agentOnly' });
    expect(access('memberNotice', 1, on, 'types=A')).toEqual({ open: true });
    expect(access('memberNotice', 1, without('AGENOTICE3'), 'types=A')).toEqual({ open: false, reason: 'off' });
    expect(access('memberNotice', 0)).toEqual({ open: true });
    expect(access('rewardCenter', 0, without('MISSION'), 'kind=MISSION')).toEqual({ open: false, reason: 'off' });
    expect(access('rewardCenter', 0, without('MISSION'))).toEqual({ open: true });
  });
});
