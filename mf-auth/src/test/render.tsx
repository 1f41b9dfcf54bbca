import { act, render, type RenderResult } from '@testing-library/react';
import { DialogHost, MemoryRouter, Route, Routes, ToastHost, useLocation } from '@wl/kit';
import type { ReactElement } from 'react';

/** Shows where the router is, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A page or form inside a router at `path`, with the toast and confirm hosts the shell mounts. */
export function renderAt(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <ToastHost />
      <DialogHost />
    </MemoryRouter>,
  );
}

/** Lets the reads a form starts on mount (settings, countries, remembered login) settle inside act. */
export async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
