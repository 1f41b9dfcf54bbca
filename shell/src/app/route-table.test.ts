import { setRoutes, type RouteManifest } from '@wl/kit';
import { layoutFor, useRouteOf } from './route-table.ts';
import { renderHook } from '@testing-library/react';

const titles = { bn: 'পাতা', en: 'Page' };
const kiosk: RouteManifest = {
  remote: 'mf-kiosk',
  routes: [
    { key: 'home', path: '/m/home', module: './HomePage', titles },
    { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles, layout: { header: false, backHome: true } },
    { key: 'kiosk', path: '/m/kiosk', module: './KioskPage', titles, layout: { header: false, bottomMenu: false } },
    { key: 'signIn', path: '/m/signIn', module: './SignInPage', titles, layout: { header: false, bottomMenu: false, ownWayHome: true } },
  ],
};

describe('the shell routes by the manifests it was given', () => {
  it("applies a route's declared layout, and the full layout where no route serves the address", () => {
    setRoutes([kiosk]);
    const { result } = renderHook(() => useRouteOf('/m/topUp/'));
    expect(layoutFor(result.current)).toEqual({ header: false, bottomMenu: true, backHome: true, isHome: false, wayOn: false });
    expect(layoutFor(renderHook(() => useRouteOf('/m/index')).result.current)).toMatchObject({ header: true, isHome: true });
    expect(layoutFor(renderHook(() => useRouteOf('/m/nowhere')).result.current)).toEqual({
      header: true,
      bottomMenu: true,
      backHome: false,
      isHome: false,
      wayOn: false,
    });
  });

  it('gives a screen with neither header nor bottom menu the way on, unless the page draws its own (decision 029)', () => {
    setRoutes([kiosk]);
    expect(layoutFor(renderHook(() => useRouteOf('/m/kiosk')).result.current).wayOn).toBe(true);
    expect(layoutFor(renderHook(() => useRouteOf('/m/signIn')).result.current).wayOn).toBe(false);
  });

  it("lays the shell's maintenance screen out without the bottom menu, back going home (spec section 2)", () => {
    setRoutes([kiosk]);
    expect(layoutFor(null, '/m/maintenance')).toMatchObject({ header: true, bottomMenu: false, backHome: true, wayOn: false });
  });

  it('finds nothing at the address of a remote the runtime file dropped', () => {
    setRoutes([]);
    expect(renderHook(() => useRouteOf('/m/topUp')).result.current).toBeNull();
  });
});
