import { paths } from '../../../paths.ts';
import { menuItems, showsAgencyCentre, tiles } from './menu-items.ts';

// each entry of the list and the flag that shows it (spec section 2)
const byFlag: [string, string][] = [
  ['DEPRECM3', 'deposit_record'],
  ['WITHREC3', 'withdraw_record'],
  ['TRANSREC3', 'account_record'],
  ['TRANSBETREPMEM3', 'betting_record'],
  ['PERSREP', 'profit_and_loss'],
  ['AGETRANSFERUP3', 'transfer_upline'],
  ['REWCEN3', 'reward_center'],
  ['MANPLAYREB3', 'manual_rebate'],
  ['MISSION', 'mission'],
  ['PLYRBT', 'my_rebate'],
  ['MAILCEN', 'mail'],
  ['FEEDBACK3', 'feedback'],
];
const ALL = byFlag.map(([flag]) => flag);
/** entries shown whatever the flags: responsible gaming (issue 27) */
const ALWAYS = 1;
const on = (except?: string) => (modId: string) => modId !== except;
const member = { type: 1, toUpline: true };
const keys = (flagOff?: string, m: { type: number; toUpline?: boolean } | null = member) =>
  menuItems({ flag: on(flagOff), member: m }).map((i) => i.key);

describe('member centre list', () => {
  it('shows every entry with every flag on', () => {
    expect(keys()).toHaveLength(ALL.length + ALWAYS);
  });

  it('always offers responsible gaming, even with every flag off', () => {
    const none = menuItems({ flag: () => false, member }).map((i) => [i.key, i.to]);
    expect(none).toEqual([['responsible_gaming', paths.responsibleGaming]]);
  });

  it.each(byFlag)('hides its entry when %s is off and keeps the others', (flag, key) => {
    const shown = keys(flag);
    expect(shown).not.toContain(key);
    expect(shown).toHaveLength(ALL.length - 1 + ALWAYS);
  });

  it('offers transfer to upline only to a member with an upline who is not type 2', () => {
    expect(keys(undefined, { type: 1, toUpline: false })).not.toContain('transfer_upline');
    expect(keys(undefined, { type: 2, toUpline: true })).not.toContain('transfer_upline');
    expect(keys(undefined, { type: 0, toUpline: true })).toContain('transfer_upline');
    expect(keys(undefined, null)).not.toContain('transfer_upline');
  });

  it('puts the unclaimed count on the reward centre, and none when nothing waits', () => {
    const reward = (n: number) => menuItems({ flag: on(), member, unclaimed: n }).find((i) => i.key === 'reward_center');
    expect(reward(2)?.badge).toBe(2);
    expect(reward(0)?.badge).toBeUndefined();
  });

  it('links mail to the inbox and feedback to its page', () => {
    const items = menuItems({ flag: on(), member });
    expect(items.find((i) => i.key === 'mail')?.to).toBe(paths.inbox);
    expect(items.find((i) => i.key === 'feedback')?.to).toBe(paths.feedback);
  });
});

describe('agency centre', () => {
  it.each([0, 4, 40])('is hidden for type %i', (type) => expect(showsAgencyCentre({ type })).toBe(false));
  it.each([1, 2, 3, 41])('is shown for type %i', (type) => expect(showsAgencyCentre({ type })).toBe(true));
  it('is hidden for a guest', () => expect(showsAgencyCentre(null)).toBe(false));
});

describe('tiles', () => {
  it('offers invite friends only with the REFERRAL promotion', () => {
    expect(tiles(on()).map((t) => t.key)).toEqual(['deposit', 'withdraw', 'invite', 'security']);
    expect(tiles(on('REFERRAL')).map((t) => t.key)).toEqual(['deposit', 'withdraw', 'security']);
  });
});
