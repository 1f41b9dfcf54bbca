import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { i18n, MemoryRouter } from '@wl/shared';

type Loader = (file: string) => Promise<{ default: ComponentType }>;

/**
 * The test every remote runs on what it exposes: each page module the shell can load exists and renders.
 * A page a later issue builds shows the visible not-yet-built panel naming its remote, in both languages.
 * `load` is the remote's own dynamic import, so module paths resolve inside the remote.
 */
export function describeExposes(remote: string, exposes: Record<string, string>, load: Loader) {
  const pages = Object.entries(exposes).filter(([name]) => name.endsWith('Page'));
  const renderPage = async (file: string) => {
    const { default: Page } = await load(file);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
  };

  describe(`${remote} exposes`, () => {
    afterEach(() => act(() => i18n.changeLanguage('bn')));

    it.each(pages)('%s renders', async (_name, file) => {
      await renderPage(file);
      const notBuilt = screen.queryByTestId('not-built');
      if (notBuilt) expect(notBuilt).toHaveTextContent(remote);
      else expect(document.body).not.toBeEmptyDOMElement();
    });

    it('a not-yet-built page speaks English after a language switch', async () => {
      const [, file] = pages.find(([, f]) => f) ?? [];
      await act(() => i18n.changeLanguage('en'));
      await renderPage(file!);
      expect(screen.queryByText('এই পাতাটি এখনো তৈরি হয়নি')).toBeNull();
      const notBuilt = screen.queryByTestId('not-built');
      if (notBuilt) expect(notBuilt).toHaveTextContent('This page is not built yet');
    });
  });
}
