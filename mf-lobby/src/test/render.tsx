import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogHost, MemoryRouter, ToastHost } from '@wl/kit';

/** A screen inside a router at `route`, with the toast and confirm hosts the shell mounts. */
export const renderScreen = (ui: ReactElement, route = '/') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <ToastHost />
      <DialogHost />
    </MemoryRouter>,
  );

/** The first screen's parts a render draws, each named as the page's script names it, `outer/inner` (decision 060). */
export const framePartNames = (container: Element) =>
  [...container.querySelectorAll('[data-frame-part]')].map((part) => {
    let name = part.getAttribute('data-frame-part')!;
    for (let up = part.parentElement?.closest('[data-frame-part]'); up; up = up.parentElement?.closest('[data-frame-part]'))
      name = `${up.getAttribute('data-frame-part')}/${name}`;
    return name;
  });
