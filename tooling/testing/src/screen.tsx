import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogHost, MemoryRouter, queryCache, Route, Routes, ToastHost, useLocation, useSessionStore } from '@wl/kit';

/** A player's session as after a login: a member unless told (1 is an agent, 4 a trial account). */
export function signInAs(type = 0, userName = 'demo01') {
  act(() =>
    useSessionStore
      .getState()
      .setSession({ token: 'a'.repeat(64), merchantCode: type === 4 ? 'BDWL_TRIAL' : 'BDWL', userName, type, firstTimeLogin: false }),
  );
}

/** Signs out and forgets every cached answer, so that the next test starts from nothing. */
export async function signOutForTest() {
  // a screen still mounted re-renders as its session and answers go, the answers' part a microtask later
  // (@wl/kit's query client): an update of the test's, so inside an act that waits for it
  await act(async () => {
    useSessionStore.getState().clearSession();
    queryCache.clear();
  });
}

/** Every test of the enclosing describe block starts signed in as `type` and ends signed out. */
export function signedInEachTest(type = 0, userName?: string) {
  beforeEach(() => signInAs(type, userName));
  afterEach(signOutForTest);
}

/** Shows where the router is, so that a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A screen inside a router at `route` (matched by `path`), with the toast and dialog hosts the shell mounts. */
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
