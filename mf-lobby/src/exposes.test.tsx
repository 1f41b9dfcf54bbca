import { act, render, screen } from '@testing-library/react';
import { i18n, MemoryRouter, useSessionStore } from '@wl/kit';
import type { ComponentType } from 'react';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';
import { describeRoutes } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from './test/fixtures.ts';

// Every module the shell can load from mf-lobby exists and renders against the platform's answers.
// A page a later release builds shows the visible not-yet-built panel that names this remote.
const pages = Object.entries(exposes).filter(([name]) => name.endsWith('Page'));
/** pages that send a guest to /m/login (spec section 4: a game launch needs a session) */
const MEMBER_ONLY = ['./LaunchGamePage'];

const load = async (file: string) => ((await import(`.${file.replace(/^\.\/src/, '')}`)) as { default: ComponentType }).default;

/** Lets the fake API answer and the pages settle (on the fake clock: no page's timer runs for real). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(20));

describe('mf-lobby exposes', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    answerPlatform(lobbyApi);
  });
  afterEach(() => {
    // the launch page is still mounted, and leaves as the session goes: the test's update
    act(() => useSessionStore.getState().clearSession());
    jest.useRealTimers();
    return act(() => i18n.changeLanguage('bn'));
  });

  it.each(pages)('%s renders', async (name, file) => {
    if (MEMBER_ONLY.includes(name)) {
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false });
    }
    const Page = await load(file);
    const { container } = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    await settle();
    const notBuilt = screen.queryByTestId('not-built');
    if (notBuilt) expect(notBuilt).toHaveTextContent('mf-lobby');
    else expect(container).not.toBeEmptyDOMElement();
  });

  it('speaks English after a language switch', async () => {
    const Page = await load(exposes['./HomePage']);
    await act(() => i18n.changeLanguage('en'));
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
    expect(screen.queryByText('জ্যাকপট')).toBeNull();
  });
});

describeRoutes(routes, exposes, {
  noHeader: ['/m/help'],
  noBottomMenu: ['/m/launchGame', '/m/moreLottery', '/m/activity', '/m/notice', '/m/useragreement', '/m/service'],
  backHome: ['/m/notice'],
});
