import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, registerTranslations, STANDALONE_CONFIG, useConfigStore, useSessionStore } from '@wl/kit';
import { shellTranslations } from '../../i18n/shell.i18n.ts';
import { answerMember, renderLayoutAt as renderAt, signIn as signInAs } from '../../test/layout-at.tsx';
import { useSiteRoutes } from '../../test/site-routes.ts';

const header = () => within(screen.getByRole('banner'));

const signIn = () => signInAs(1);

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});
beforeEach(() => {
  answerMember();
  useConfigStore.setState({ flags: { REGISTER3: true, WITHDRAW3: true, MAILCEN: true } });
});
afterEach(() => act(() => useSessionStore.getState().clearSession()));

describe('the header by route (spec section 2)', () => {
  it("home carries the member's row: name, balance, deposit and withdraw, no back arrow", async () => {
    signIn();
    renderAt('/m/home');
    expect(await header().findByTestId('header-balance')).toHaveTextContent('1,000.00');
    expect(header().getByTestId('header-name')).toHaveTextContent('Rahim');
    expect(header().getByRole('link', { name: 'জমা' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'উত্তোলন' })).toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'পিছনে' })).toBeNull();
  });

  it.each(['/m/gameList', '/m/securityCenter', '/m/activity'])("%s shows back and the page's title, not the member's row", async (path) => {
    signIn();
    renderAt(path);
    expect(header().getByRole('button', { name: 'পিছনে' })).toBeInTheDocument();
    expect(header().getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    // the member's details arrive after the first render: wait for them before asserting they stay away
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(header().queryByTestId('header-balance')).toBeNull();
    expect(header().queryByRole('link', { name: 'জমা' })).toBeNull();
    expect(header().getByRole('link', { name: /ইনবক্স/ })).toBeInTheDocument();
  });

  it("names the page area and the browser's title by the page's title, in the language on screen; home by the brand alone", async () => {
    useConfigStore.setState({ config: { ...STANDALONE_CONFIG, siteName: 'Khela24' } });
    const games = renderAt('/m/gameList');
    // what a screen reader says as the focus arrives on the page after a move
    expect(screen.getByRole('main', { name: 'গেমস' })).toBeInTheDocument();
    expect(document.title).toBe('গেমস | Khela24');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('main', { name: 'Games' })).toBeInTheDocument();
    expect(document.title).toBe('Games | Khela24');
    await act(() => i18n.changeLanguage('bn'));
    games.unmount();
    renderAt('/m/home');
    expect(document.title).toBe('Khela24');
    act(() => useConfigStore.setState({ config: null }));
  });

  it("a guest's login and register buttons are on home only", () => {
    const home = renderAt('/m/home');
    expect(header().getByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'নিবন্ধন' })).toBeInTheDocument();
    home.unmount();

    renderAt('/m/gameList');
    expect(header().getByRole('heading', { level: 1 })).toHaveTextContent('গেমস');
    expect(header().queryByRole('link', { name: 'লগইন' })).toBeNull();
    expect(header().queryByRole('link', { name: 'নিবন্ধন' })).toBeNull();
    expect(header().getByRole('button', { name: /ভাষা/ })).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'মেনু' })).toBeInTheDocument();
  });

  it('back goes back in history, or home when the page opened the tab', async () => {
    renderAt('/m/activity', '/m/gameList');
    await userEvent.click(header().getByRole('button', { name: 'পিছনে' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/activity');
    await userEvent.click(header().getByRole('button', { name: 'পিছনে' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('back from a page that declares its way home (notice, login, register, trial, forget) goes home, not back in history', async () => {
    renderAt('/m/voucherCenter', '/m/notice');
    await userEvent.click(header().getByRole('button', { name: 'পিছনে' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });
});
