import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  i18n,
  registerTranslations,
  type RouteManifest,
  routeManifestProblems,
  STANDALONE_CONFIG,
  useConfigStore,
  useSessionStore,
} from '@wl/kit';
import bn from '../../i18n/shell.bn.ts';
import { shellTranslations } from '../../i18n/shell.i18n.ts';
import { answerMember, renderLayoutAt, signIn } from '../../test/layout-at.tsx';
import { SITE_ROUTES, useSiteRoutes } from '../../test/site-routes.ts';

// Issue 39 item 2: a route may declare its side-menu entry; a remote a brand runs brings the entry, with no release of
// the shell, under the gate table's rules, and takes it away when the brand stops naming the remote.

const CLUB: RouteManifest = {
  remote: 'mf-club',
  routes: [
    {
      key: 'clubHome',
      path: '/m/club',
      module: './ClubPage',
      titles: { bn: 'ক্লাব', en: 'Club' },
      gate: 'member',
      sideMenu: { order: 45, icon: 'crown' },
    },
    {
      key: 'clubNews',
      path: '/m/clubNews',
      module: './ClubNewsPage',
      titles: { bn: 'ক্লাবের খবর', en: 'Club news' },
      sideMenu: { order: 90 },
    },
  ],
};

/** The side menu's entries in order, opened as a person opens it. */
async function menuEntries(menuName = bn.menu) {
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: menuName }));
  const menu = await screen.findByRole('dialog', { name: menuName });
  const names = within(menu)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim() ?? '')
    .filter(Boolean);
  await userEvent.keyboard('{Escape}');
  return names;
}

beforeAll(() => registerTranslations('shell', shellTranslations));
beforeEach(() => {
  answerMember();
  // the flags of the shell's own entries on: all of them shown, to place the declared ones among
  useConfigStore.setState({ config: STANDALONE_CONFIG, flags: { WITHDRAW3: true, FEEDBACK3: true, REFERRAL: true, VIPROOM3: true } });
});
afterEach(async () => {
  act(() => useSessionStore.getState().clearSession());
  await act(() => i18n.changeLanguage('bn'));
});

describe('side-menu entries declared by the routes (issue 39 item 2)', () => {
  it("draws a remote's entries at their order, labelled with the route's title in the language, and none without the remote", async () => {
    useSiteRoutes([...SITE_ROUTES, CLUB]);
    signIn();
    const view = renderLayoutAt('/m/home');
    const names = await menuEntries();
    // withdraw is the shell's 40 and the balance's refresh its 50: the club's 45 sits between them; its news at 90,
    // after feedback's 80
    expect(names.indexOf(bn.withdraw)).toBeGreaterThan(-1);
    expect(names.indexOf('ক্লাব')).toBe(names.indexOf(bn.withdraw) + 1);
    expect(names.indexOf('ক্লাবের খবর')).toBeGreaterThan(names.indexOf(bn.feedback));
    await act(() => i18n.changeLanguage('en'));
    expect(await menuEntries('Menu')).toContain('Club');
    await act(() => i18n.changeLanguage('bn'));
    view.unmount();

    // the brand stops naming the remote: its entries go with its routes
    useSiteRoutes(SITE_ROUTES);
    const without = renderLayoutAt('/m/home');
    expect((await menuEntries()).filter((name) => name.includes('ক্লাব'))).toEqual([]);
    without.unmount();
  });

  it("follows the gate table: a guest's tap on a member's entry asks for a login instead of opening it", async () => {
    useSiteRoutes([...SITE_ROUTES, CLUB]);
    renderLayoutAt('/m/home');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: bn.menu }));
    const menu = await screen.findByRole('dialog', { name: bn.menu });
    await userEvent.click(within(menu).getByRole('button', { name: 'ক্লাব' }));
    expect(screen.getByTestId('where')).not.toHaveTextContent('/m/club');
  });

  it('is checked with the manifest: an order that is not a number, an icon not of the set', () => {
    const bad: RouteManifest = {
      remote: 'mf-club',
      routes: [{ ...CLUB.routes[0]!, sideMenu: { order: Number.NaN, icon: 'rocket' as never } }],
    };
    expect(routeManifestProblems(bad)).toEqual([
      'mf-club route clubHome: its sideMenu entry has no order',
      'mf-club route clubHome: rocket is not a menu icon (page, wallet, upload, invite, crown, clock, chat)',
    ]);
  });
});
