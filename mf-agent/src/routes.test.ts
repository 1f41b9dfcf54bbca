import { accessFor, ruleOf } from '@wl/kit';
import { routes } from './routes.ts';

// The agency centre as the one gate table declares it (decision 026): the shell applies it before a page's code
// loads. A guest is asked to log in; a member of type 0, 4 or 40 is told the page is an agent's. The agent home
// sends both home instead (spec section 4, issue 34).
const on = (_modId: string) => true;

describe('mf-agent gates', () => {
  it.each(routes.routes.map((r) => [r.key, r] as const))('%s is an agent’s', (_key, route) => {
    const rule = ruleOf(route, '');
    const home = route.key === 'agent' ? { to: 'home' } : {};
    expect(accessFor(rule, { type: null, flag: on })).toEqual({ open: false, reason: 'signIn', ...home });
    for (const type of [0, 4, 40]) expect(accessFor(rule, { type, flag: on })).toEqual({ open: false, reason: 'agentOnly', ...home });
    for (const type of [1, 2, 41, 42]) expect(accessFor(rule, { type, flag: on })).toEqual({ open: true });
  });

  it("closes a grid entry's page with the flag that hides the entry", () => {
    for (const route of routes.routes.filter((r) => r.flags?.length)) {
      const flag = route.flags![0]!;
      expect(accessFor(ruleOf(route, ''), { type: 1, flag: (modId) => modId !== flag })).toEqual({ open: false, reason: 'off' });
    }
  });
});
