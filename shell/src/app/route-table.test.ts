import { setRoutes, type RouteManifest } from '@wl/shared';
import { layoutFor, useRouteOf } from './route-table.ts';
import { renderHook } from '@testing-library/react';

const titles = { bn: 'পাতা', en: 'Page' };
const kiosk: RouteManifest = {
  remote: 'mf-kiosk',
  routes: [
    { key: 'home', path: '/m/home', module: './HomePage', titles },
    { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles, layout: { header: false, backHome: true } },
  ],
};

describe('the shell routes by the manifests it was given', () => {
  it("applies a route's declared layout, and the full layout where no route serves the address", () => {
    setRoutes([kiosk]);
    const { result } = renderHook(() => useRouteOf('/m/topUp/'));
    expect(layoutFor(result.current)).toEqual({ header: false, bottomMenu: true, backHome: true, isHome: false });
    expect(layoutFor(renderHook(() => useRouteOf('/m/index')).result.current)).toMatchObject({ header: true, isHome: true });
    expect(layoutFor(renderHook(() => useRouteOf('/m/nowhere')).result.current)).toEqual({
      header: true,
      bottomMenu: true,
      backHome: false,
      isHome: false,
    });
  });

  it('finds nothing at the address of a remote the runtime file dropped', () => {
    setRoutes([]);
    expect(renderHook(() => useRouteOf('/m/topUp')).result.current).toBeNull();
  });
});
