import { act, render, type RenderResult } from '@testing-library/react';
import { DialogHost, MemoryRouter, Route, Routes, ToastHost, useLocation, useSessionStore } from '@wl/shared';
import type { ReactElement } from 'react';

/** Shows where the router is, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A page inside a router at `route`, with the toast and confirm hosts the shell mounts. */
export function renderAt(ui: ReactElement, { path = '*', route = '/' }: { path?: string; route?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
      <LocationProbe />
      <ToastHost />
      <DialogHost />
    </MemoryRouter>,
  );
}

/** A member's session (type 0 unless told), as after a login. */
export function loginAs(type = 0, userName = 'demo01') {
  act(() =>
    useSessionStore
      .getState()
      .setSession({ token: 'a'.repeat(64), merchantCode: type === 4 ? 'BDWL_TRIAL' : 'BDWL', userName, type, firstTimeLogin: false }),
  );
}

/** Lets the fake platform answer and the screen settle (real timers). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
