import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogHost, MemoryRouter, ToastHost } from '@wl/shared';

/** A screen inside a router at `route`, with the toast and confirm hosts the shell mounts. */
export const renderScreen = (ui: ReactElement, route = '/') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <ToastHost />
      <DialogHost />
    </MemoryRouter>,
  );
