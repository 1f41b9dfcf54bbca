import { accessFor, ruleOf } from '@wl/kit';
import { routes } from '../routes.ts';

// Every cashier page is a real member's (spec section 6). The shell's gate applies what the manifest declares
// (decision 026): a guest is asked to log in and a trial account is refused before the page's code is loaded,
// so the pages hold no door of their own.
const flags = (modId: string) => modId !== 'OFF';

describe('cashier pages and roles', () => {
  it.each(routes.routes.map((r) => [r.key, r] as const))(
    '%s is closed to a guest and to a trial account, open to members and agents',
    (_key, route) => {
      const rule = ruleOf(route, '');
      expect(accessFor(rule, { type: null, flag: flags })).toEqual({ open: false, reason: 'signIn' });
      expect(accessFor(rule, { type: 4, flag: flags })).toEqual({ open: false, reason: 'trial' });
      expect(accessFor(rule, { type: 0, flag: flags })).toEqual({ open: true });
      expect(accessFor(rule, { type: 1, flag: flags })).toEqual({ open: true });
    },
  );

  it.each([
    ['withdraw', 'WITHDRAW3'],
    ['upLineTransfer', 'AGETRANSFERUP3'],
    ['depositRecord', 'DEPRECM3'],
    ['withdrawRecord', 'WITHREC3'],
  ])('%s closes to everyone with %s off, as its menu entries hide', (key, flag) => {
    const route = routes.routes.find((r) => r.key === key)!;
    expect(accessFor(ruleOf(route, ''), { type: 0, flag: (modId) => modId !== flag })).toEqual({ open: false, reason: 'off' });
  });
});
