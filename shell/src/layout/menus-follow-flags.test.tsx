import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslations, STANDALONE_CONFIG, useConfigStore, useRouteStore, useSessionStore } from '@wl/kit';
import bn from '../i18n/shell.bn.ts';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { answerMember, renderLayoutAt, signIn } from '../test/layout-at.tsx';
import { useSiteRoutes } from '../test/site-routes.ts';

// Issue 36 item 2: each entry of the shell's menus hides when a flag of its row is off, and only then (decision 026).
// The composed site's menus with every flag off at once, per visitor, are e2e's (gate-table.spec.ts); which entry
// reads which row is shown here, one flag at a time.

type Where = 'side menu' | 'header' | 'bottom menu';
/** an entry: where it is, its visible name, its row (a route key, with a query variant), who sees it with every flag on */
const ENTRIES: { where: Where; name: string; route: string; query?: Record<string, string>; as: 'guest' | 'member' }[] = [
  { where: 'side menu', name: bn.deposit, route: 'deposit', as: 'member' },
  { where: 'side menu', name: bn.invite, route: 'inviteFriends', as: 'member' },
  { where: 'side menu', name: bn.vip_room, route: 'memberBenefits', as: 'member' },
  { where: 'side menu', name: bn.withdraw, route: 'withdraw', as: 'member' },
  { where: 'side menu', name: bn.recent_games, route: 'gameList', query: { gameType: 'RECENT' }, as: 'member' },
  { where: 'side menu', name: bn.feedback, route: 'feedback', as: 'member' },
  { where: 'header', name: bn.login, route: 'login', as: 'guest' },
  { where: 'header', name: bn.register, route: 'register', as: 'guest' },
  { where: 'header', name: bn.withdraw, route: 'withdraw', as: 'member' },
  { where: 'bottom menu', name: bn.deposit, route: 'deposit', as: 'member' },
  { where: 'bottom menu', name: bn.invite, route: 'inviteFriends', as: 'member' },
  { where: 'bottom menu', name: bn.members, route: 'mine', as: 'member' },
];

/** A row's flags as the table carries them: the route's, and its variant's for a query. */
function flagsOf(route: string, query?: Record<string, string>): string[] {
  const declared = useRouteStore.getState().table.routes.find((r) => r.key === route);
  const variant = query ? declared?.variants?.find((v) => JSON.stringify(v.query) === JSON.stringify(query)) : undefined;
  return [...(declared?.flags ?? []), ...(variant?.flags ?? [])];
}

const ALL_FLAGS = () => [...new Set(ENTRIES.flatMap((e) => flagsOf(e.route, e.query)))];

/** Whether the entry is on screen, its menu opened as a person would. */
async function shown(where: Where, name: string) {
  if (where === 'header') return within(screen.getByRole('banner')).queryByRole('link', { name }) !== null;
  if (where === 'bottom menu')
    return within(screen.getByRole('navigation', { name: 'প্রধান' })).queryByRole('link', { name: new RegExp(`^${name}`) }) !== null;
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: bn.menu }));
  const menu = await screen.findByRole('dialog', { name: bn.menu });
  const found = within(menu).queryByRole('button', { name }) !== null;
  await userEvent.keyboard('{Escape}');
  return found;
}

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});
beforeEach(() => answerMember());
afterEach(() => act(() => useSessionStore.getState().clearSession()));

describe("the shell's menus follow their rows' flags (decision 026)", () => {
  it('has rows with flags to switch off: the test would prove nothing without them', () => {
    expect(ALL_FLAGS().length).toBeGreaterThanOrEqual(5);
  });

  it.each(ENTRIES)(
    '$where, $name ($route): hidden with each flag of its row off (a bottom-menu tab stays), shown with any other off',
    async (entry) => {
      const own = flagsOf(entry.route, entry.query);
      for (const flag of ALL_FLAGS()) {
        useConfigStore.setState({
          config: STANDALONE_CONFIG,
          flags: Object.fromEntries(ALL_FLAGS().map((f) => [f, f !== flag])),
        });
        if (entry.as === 'member') signIn();
        const view = renderLayoutAt('/m/home');
        // a bottom-menu tab is fixed (spec section 2): its tap says the page is off, the tab stays
        const expected = entry.where === 'bottom menu' || !own.includes(flag);
        expect([flag, await shown(entry.where, entry.name)]).toEqual([flag, expected]);
        view.unmount();
        act(() => useSessionStore.getState().clearSession());
      }
    },
  );
});
