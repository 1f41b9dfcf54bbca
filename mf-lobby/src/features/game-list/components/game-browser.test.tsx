import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useSessionStore } from '@wl/kit';
import { signInAs } from '@wl/testing';
import { fail, answerPlatform, type FakeCall } from '@wl/testing/platform';
import { game, lobbyApi } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { GameBrowser } from './game-browser.tsx';
import { FIRST_SCREEN_TILES } from './game-feed.tsx';

const renderBrowser = (gameType = 'RNG') => renderScreen(<GameBrowser gameType={gameType} />);

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/wps/relay/GCSGAME_list');

describe('GameBrowser', () => {
  afterEach(() => jest.restoreAllMocks());

  it("loads page 1 with pageSize 26 and the spec's query shape", async () => {
    const calls = answerPlatform(lobbyApi);
    renderBrowser();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(2);
    expect(listCalls(calls)[0]!.params).toEqual({
      merchant: '',
      platform: 'html5',
      gameName: '',
      gameType: 'RNG',
      gameClassify: '',
      isNew: '',
      pageNo: '1',
      pageSize: '26',
      vassalage: '',
      language: 'BN',
    });
  });

  it("keeps the vendor strip's and the first rows' boxes while they load", async () => {
    answerPlatform(lobbyApi);
    renderBrowser();
    expect(screen.getByTestId('vendor-strip-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('game-grid-skeleton').querySelectorAll('li')).toHaveLength(FIRST_SCREEN_TILES);
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(2);
    expect(screen.getByTestId('vendor-strip')).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-strip-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-grid-skeleton')).not.toBeInTheDocument();
  });

  it('offers the minimum-bet filter for RNG only: all, then the amounts as money; a choice asks the list with it', async () => {
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const calls = answerPlatform(lobbyApi);
    const { unmount } = renderBrowser('RNG');
    await screen.findAllByTestId('game-tile');
    await userEvent.click(screen.getByRole('button', { name: 'ফিল্টার' }));
    const drawer = await screen.findByRole('dialog', { name: 'গেম ফিল্টার করুন' });
    // the drawer opens with the page at its top (spec section 2)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const minBet = within(drawer).getByTestId('min-bet-filter');
    expect(
      within(minBet)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['সব', '৳0.01', '৳0.05', '৳0.10', '৳0.50', '৳0.75']);
    await userEvent.click(within(minBet).getByRole('radio', { name: '৳0.75' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'গেম দেখুন' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ minBet: '0.75', pageNo: '1' }));
    unmount();

    for (const type of ['FISH', 'LIVE', 'PVP']) {
      const other = renderBrowser(type);
      await screen.findAllByTestId('game-tile');
      await userEvent.click(screen.getByRole('button', { name: 'ফিল্টার' }));
      await screen.findByRole('dialog', { name: 'গেম ফিল্টার করুন' });
      expect(screen.queryByTestId('min-bet-filter')).toBeNull();
      other.unmount();
    }
  });

  it('submits the search on Enter only, and NEW asks for new slots', async () => {
    // a page far from its end: jsdom has no layout (every page is "near its end"), and the infinite scroll
    // asking for page 2 or 3 in between would make the last call depend on timing
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    const calls = answerPlatform(lobbyApi);
    renderBrowser();
    await screen.findAllByTestId('game-tile');
    const box = screen.getByRole('searchbox', { name: 'গেম খুঁজুন' });
    await userEvent.type(box, 'Gold');
    expect(listCalls(calls).some((c) => c.params.gameName !== '')).toBe(false);
    await userEvent.type(box, '{Enter}');
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ gameName: 'Gold', pageNo: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'নতুন' }));
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ isNew: '1', gameClassify: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ gameClassify: 'JACKPOT', isNew: '' });
  });

  it('a failed page shows a retry that loads it again', async () => {
    let down = true;
    const calls = answerPlatform({
      ...lobbyApi,
      'GET /wps/relay/GCSGAME_list': ({ params }) =>
        down ? fail('network') : { games: [game(Number(params.pageNo))], pageNum: Number(params.pageNo), totalPages: 1 },
    });
    renderBrowser();
    const retry = await screen.findByRole('button', { name: /আবার চেষ্টা করুন$/ });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Game 1 খেলুন' })).toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.params.pageNo)).toEqual(['1', '1']);
  });

  it('asks a guest on the favourites tab to log in instead of calling', async () => {
    const calls = answerPlatform(lobbyApi);
    renderBrowser();
    await screen.findAllByTestId('game-tile');
    await userEvent.click(within(screen.getByRole('group', { name: 'দ্রুত তালিকা' })).getByRole('button', { name: 'প্রিয়' }));
    expect(await screen.findByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/m/login');
    expect(calls.some((c) => c.url === '/wps/relay/MCSFE_favoriteGames')).toBe(false);
  });

  it('grows page by page near the bottom; a failed page stops it, and its retry asks for that page again', async () => {
    let pageTwoDown = true;
    const calls = answerPlatform({
      ...lobbyApi,
      'GET /wps/relay/GCSGAME_list': ({ params }) =>
        params.pageNo === '2' && pageTwoDown
          ? fail('network')
          : { games: [game(Number(params.pageNo))], pageNum: Number(params.pageNo), totalPages: 2 },
    });
    renderBrowser();
    // jsdom has no layout: the grid is always near its bottom, so page 2 is asked for as soon as page 1 shows
    const retry = await screen.findByRole('button', { name: /আবার চেষ্টা করুন$/ });
    expect(screen.getAllByTestId('game-tile')).toHaveLength(1);
    pageTwoDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Game 2 খেলুন' })).toBeInTheDocument();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(2);
    expect(screen.getByText('আর কোনো গেম নেই')).toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.params.pageNo)).toEqual(['1', '2', '2']);
  });

  it('starts over from page 1 in the new language 200 ms after a language change', async () => {
    const calls = answerPlatform({
      ...lobbyApi,
      'GET /wps/relay/GCSGAME_list': ({ params }) => ({
        games: [game(Number(params.pageNo))],
        pageNum: Number(params.pageNo),
        totalPages: 2,
      }),
    });
    renderBrowser();
    // jsdom has no layout: the grid is always near its bottom, so it grows to its last page
    await screen.findByText('আর কোনো গেম নেই');
    const before = listCalls(calls).length;
    jest.useFakeTimers();
    try {
      await act(() => i18n.changeLanguage('en'));
      await act(() => jest.advanceTimersByTimeAsync(199));
      expect(listCalls(calls)).toHaveLength(before);
      await act(() => jest.advanceTimersByTimeAsync(1));
      // page 1 alone, not every page loaded in the other language
      expect(
        listCalls(calls)
          .slice(before)
          .map((c) => c.params.pageNo),
      ).toEqual(['1']);
    } finally {
      jest.useRealTimers();
      await act(() => i18n.changeLanguage('bn'));
    }
  });

  it('a member starts the list over as another member', async () => {
    const calls = answerPlatform(lobbyApi);
    renderBrowser();
    await screen.findAllByTestId('game-tile');
    const before = listCalls(calls).length;
    signInAs();
    await waitFor(() =>
      expect(
        listCalls(calls)
          .slice(before)
          .map((c) => c.params.pageNo),
      ).toEqual(['1']),
    );
  });

  it('sends one favourite change for a double tap on a star, shown at once', async () => {
    act(() =>
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false }),
    );
    let release: () => void = () => undefined;
    const calls = answerPlatform({
      ...lobbyApi,
      'POST /wps/relay/MCSFE_favoriteGames': () =>
        new Promise((resolve) => (release = () => resolve({ nodeId: 101, favourite: true, added: true }))),
    });
    renderBrowser();
    const star = await screen.findByRole('button', { name: 'Game 101 প্রিয়তে যোগ করুন' });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await act(async () => release());
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url === '/wps/relay/MCSFE_favoriteGames')).toHaveLength(1);
  });

  it('shows vendor tiles with a bet button for sports', async () => {
    answerPlatform({
      ...lobbyApi,
      'GET /wps/relay/GCSGAME_vassalage': () => ({
        vendors: [{ vendor: 'SABA', vendorName: 'SABA Sports', iconUrl: '/v.png', inHouse: false, lobby: true, gameCount: 3 }],
        classes: [],
      }),
    });
    renderBrowser('SPORTS');
    expect(await screen.findByRole('button', { name: 'বাজি ধরুন: SABA Sports' })).toBeInTheDocument();
    await act(() => Promise.resolve());
  });
});
