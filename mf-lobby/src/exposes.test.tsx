import { act, render, screen } from '@testing-library/react';
import { i18n, MemoryRouter } from '@wl/shared';
import type { ComponentType } from 'react';
import { exposes } from './exposes.ts';

// Every module the shell can load from mf-lobby exists and renders. Pages a later issue builds show the
// visible not-yet-built panel that names this remote.
const pages = Object.entries(exposes).filter(([name]) => name.endsWith('Page'));

describe('mf-lobby exposes', () => {
  afterEach(() => act(() => i18n.changeLanguage('bn')));

  it.each(pages)('%s renders', async (_name, file) => {
    const mod = (await import(`.${file.replace(/^\.\/src/, '')}`)) as { default: ComponentType };
    const Page = mod.default;
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const notBuilt = screen.queryByTestId('not-built');
    if (notBuilt) expect(notBuilt).toHaveTextContent('mf-lobby');
    else expect(document.body).not.toBeEmptyDOMElement();
  });

  it('speaks English after a language switch', async () => {
    const [, file] = pages[0]!;
    const { default: Page } = (await import(`.${file.replace(/^\.\/src/, '')}`)) as { default: ComponentType };
    await act(() => i18n.changeLanguage('en'));
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.queryByText('এই পাতাটি এখনো তৈরি হয়নি')).toBeNull();
    const notBuilt = screen.queryByTestId('not-built');
    if (notBuilt) expect(notBuilt).toHaveTextContent('This page is not built yet');
  });
});
