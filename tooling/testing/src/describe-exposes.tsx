import { act, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { i18n, MemoryRouter, setErrorNotifier } from '@wl/kit';
import { answerPlatform } from './platform/msw-platform.ts';

type Loader = (file: string) => Promise<{ default: unknown }>;

/**
 * What a page module the shell loads must be: a component as its default export that renders a page
 * into its own container (text or a control a person can reach), not nothing, not a not-yet-built panel.
 * Throws with the reason, so that the exposes test fails on it.
 */
export async function expectRenderedPage(name: string, module: { default: unknown }): Promise<void> {
  const Page = module.default;
  if (typeof Page !== 'function' && (typeof Page !== 'object' || Page === null)) {
    throw new Error(`${name}: the module's default export is not a component`);
  }
  const Component = Page as ComponentType;
  const { container, unmount } = render(
    <MemoryRouter>
      <Component />
    </MemoryRouter>,
  );
  try {
    await waitFor(() => {
      const shown = container.textContent?.trim() || container.querySelector('button, a[href], input, select, textarea, [role]');
      if (!shown) throw new Error(`${name}: renders nothing`);
    });
    if (container.querySelector('[data-testid="not-built"]')) throw new Error(`${name}: renders the not-yet-built panel`);
  } finally {
    unmount();
    // what the page asked for settles before the next test (its refusal is logged inside this one)
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The test every remote runs on what it exposes: each page module the shell can load exists and renders
 * a page, in Bengali and in English. `load` is the remote's own dynamic import, so module paths resolve
 * inside the remote. `setup` runs before each: the session a remote's pages are for (an agent's pages
 * render nothing for a guest, whom the shell never shows them to).
 */
export function describeExposes(remote: string, exposes: Record<string, string>, load: Loader, setup?: () => void) {
  const pages = Object.entries(exposes).filter(([name]) => name.endsWith('Page'));

  describe(`${remote} exposes`, () => {
    // a page's calls are answered at once (404, as the fake platform answers a call it does not know): none goes
    // to the network, and none is still on its way when the file's tests are done
    beforeEach(() => {
      answerPlatform({});
      // the refusals are this test's own doing, not news: the toast a player would see is not printed into the run
      // (each test file has its own modules, so no other file's notifier changes)
      setErrorNotifier(() => undefined);
      setup?.();
    });
    afterEach(() => act(() => i18n.changeLanguage('bn')));

    it('exposes at least one page', () => {
      expect(pages.length).toBeGreaterThan(0);
    });

    it.each(pages)('%s renders a page in Bengali', async (name, file) => {
      await expectRenderedPage(name, await load(file));
    });

    it.each(pages)('%s renders a page in English', async (name, file) => {
      await act(() => i18n.changeLanguage('en'));
      await expectRenderedPage(name, await load(file));
    });
  });
}
