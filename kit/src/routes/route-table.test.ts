import { act, renderHook } from '@testing-library/react';
import {
  buildRouteTable,
  declaredEntries,
  defineRoutes,
  type RouteDeclaration,
  routeConflicts,
  routeManifestProblems,
  routeOfPath,
  type RouteManifest,
  withDeclared,
} from '@wl/plain/routes';
import { homeHref, routeForPath, routeHref, setRoutes, useRouteHref } from './route-table.ts';

const titles = { bn: 'পাতা', en: 'Page' };
const kiosk: RouteManifest = {
  remote: 'mf-kiosk',
  routes: [
    { key: 'home', path: '/m/home', module: './HomePage', titles },
    {
      key: 'topUp',
      path: '/m/topUp',
      aliases: ['/topup.html'],
      module: './TopUpPage',
      titles,
      layout: { bottomMenu: false },
      gate: 'member',
    },
  ],
};
const rival: RouteManifest = {
  remote: 'mf-rival',
  routes: [
    { key: 'rivalTopUp', path: '/m/topUp', module: './TopUpPage', titles },
    { key: 'topUp', path: '/m/other', module: './OtherPage', titles },
    { key: 'club', path: '/m/club', module: './ClubPage', titles },
  ],
};

describe('the route table', () => {
  it('finds a route by its path, an alias or a home alias, with its whole layout', () => {
    const table = buildRouteTable([kiosk]);
    expect(routeOfPath(table, '/m/topUp/')?.remote).toBe('mf-kiosk');
    expect(routeOfPath(table, '/topup.html')?.key).toBe('topUp');
    expect(routeOfPath(table, '/m/index.html')?.key).toBe('home');
    expect(routeOfPath(table, '/m/topUp')?.layout).toEqual({ header: true, bottomMenu: false, backHome: false });
    expect(routeOfPath(table, '/m/nowhere')).toBeNull();
  });

  it('keeps a path or a key claimed twice with the first remote of the runtime file, and says so', () => {
    const table = buildRouteTable([kiosk, rival]);
    expect(routeOfPath(table, '/m/topUp')?.remote).toBe('mf-kiosk');
    expect(routeOfPath(table, '/m/other')).toBeNull();
    expect(routeOfPath(table, '/m/club')?.remote).toBe('mf-rival');
    expect(table.conflicts).toEqual([
      "mf-rival declares /m/topUp, which is mf-kiosk's",
      "mf-rival declares the route key topUp, which is mf-kiosk's",
    ]);
    expect(buildRouteTable([rival, kiosk]).byKey.get('topUp')?.remote).toBe('mf-rival');
  });

  it('answers a link by key with its query, and null for a route no remote declares', () => {
    setRoutes([kiosk]);
    expect(routeHref('topUp', { amount: 100, note: undefined })).toBe('/m/topUp?amount=100');
    expect(routeHref('club')).toBeNull();
    expect(routeForPath('/m/topUp')?.key).toBe('topUp');
    expect(homeHref()).toBe('/m/home');
    setRoutes([]);
    expect(homeHref()).toBe('/');
  });

  it('renders a link again when its route arrives or leaves', () => {
    setRoutes([]);
    const { result } = renderHook(() => useRouteHref('club'));
    expect(result.current).toBeNull();
    act(() => void setRoutes([rival]));
    expect(result.current).toBe('/m/club');
  });
});

describe('a remote manifest', () => {
  it('is the remote, its routes and the slots it fills', () => {
    const exposes = { './TopUpPage': './src/pages/top-up-page.tsx', './KioskDialog': './src/dialog.tsx' };
    const routes = defineRoutes('mf-kiosk', exposes, [{ key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles }], {
      loginDialog: './KioskDialog',
    });
    expect(routes).toEqual({
      remote: 'mf-kiosk',
      routes: [{ key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles }],
      slots: { loginDialog: './KioskDialog' },
    });
  });

  it('is refused for a missing title, a module not exposed, a path claimed twice or a home alias', () => {
    const bad: RouteManifest = {
      remote: 'mf-kiosk',
      routes: [
        { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles: { bn: 'টপ-আপ', en: ' ' } },
        { key: 'again', path: '/m/topUp', module: './MissingPage', titles },
        { key: 'root', path: '/', module: './TopUpPage', titles, calls: [{ path: '/wps/x?y=1' }] },
        {
          key: 'pictures',
          path: '/m/pictures',
          module: './TopUpPage',
          titles,
          answerImages: [
            { call: 'member/info', fields: ['avatarUrl'] },
            { call: '/wps/member/info', fields: ['avatar.url'] },
          ],
        },
      ],
    };
    expect(routeManifestProblems(bad, { './TopUpPage': 'x' })).toEqual([
      'mf-kiosk route topUp: no en title',
      'path /m/topUp is declared by both mf-kiosk route topUp and mf-kiosk route again',
      'mf-kiosk route again: ./MissingPage is not exposed by mf-kiosk',
      "mf-kiosk route root: / is one of the shell's home aliases",
      // a declared call is a path without parameters: the page's HTML starts it as it is
      "mf-kiosk route root: /wps/x?y=1 is not a call's path",
      // an answer's images: a call's path, and plain fields of its value
      "mf-kiosk route pictures: member/info is not a call's path",
      'mf-kiosk route pictures: the images of /wps/member/info name no plain field',
    ]);
    expect(routeManifestProblems(kiosk, { './HomePage': 'x', './TopUpPage': 'y' })).toEqual([]);
  });

  it('is refused for a redirect that names no route key or a reason no gate gives', () => {
    const bad = {
      remote: 'mf-kiosk',
      routes: [
        { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles, gate: 'member', redirect: { signIn: '/m/login', off: 'home' } },
      ],
    } as unknown as RouteManifest;
    expect(routeManifestProblems(bad, { './TopUpPage': 'x' })).toEqual([
      'mf-kiosk route topUp: a redirect must name a route key',
      'mf-kiosk route topUp: off is not a reason a redirect can name',
    ]);
  });

  it("names what another remote's manifest already claims", () => {
    expect(routeConflicts(rival, [kiosk, rival])).toEqual([
      "mf-rival route rivalTopUp: /m/topUp is already mf-kiosk's",
      "mf-rival route topUp: key topUp is already mf-kiosk's",
    ]);
  });
});

describe('menu entries a route declares (decision 051)', () => {
  const route = (key: string, extra: Partial<RouteDeclaration> = {}): RouteDeclaration => ({
    key,
    path: `/m/${key}`,
    module: './Page',
    titles: { bn: key, en: key },
    ...extra,
  });

  it('lists the routes with an entry in one menu, by order', () => {
    const routes = [
      route('late', { memberCentre: { order: 95 } }),
      route('side', { sideMenu: { order: 35, icon: 'crown' } }),
      route('early', { memberCentre: { order: 5 }, agentHome: { order: 15 } }),
    ];
    expect(declaredEntries(routes, 'memberCentre')).toEqual([
      { route: 'early', order: 5 },
      { route: 'late', order: 95 },
    ]);
    expect(declaredEntries(routes, 'sideMenu')).toEqual([{ route: 'side', order: 35, icon: 'crown' }]);
    expect(declaredEntries(routes, 'agentHome')).toEqual([{ route: 'early', order: 15 }]);
  });

  it("places declared entries among a menu's own at 10, 20, ...: after an own entry of the same order, a null keeping its place", () => {
    const placed = withDeclared(['a', null, 'c'], [{ order: 20 }, { order: 1 }, { order: 99 }], (entry) => `declared ${entry.order}`);
    expect(placed).toEqual(['declared 1', 'a', null, 'declared 20', 'c', 'declared 99']);
  });

  it("checks every menu's entry with the manifest", () => {
    const manifest: RouteManifest = {
      remote: 'mf-club',
      routes: [route('club', { memberCentre: { order: Number.NaN }, agentHome: { order: 10, icon: 'rocket' as never } })],
    };
    expect(routeManifestProblems(manifest)).toEqual([
      'mf-club route club: its memberCentre entry has no order',
      'mf-club route club: rocket is not a menu icon (page, wallet, upload, invite, crown, clock, chat)',
    ]);
  });
});
