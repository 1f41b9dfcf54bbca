import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiPrefs } from '@wl/kit';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { PANEL_GAMES } from './panel-games.tsx';
import { PopularGames } from './popular-games.tsx';

const renderPanel = () => renderScreen(<PopularGames />);

describe('PopularGames', () => {
  beforeEach(() => act(() => useUiPrefs.setState({ gameCategory: 'HOT' })));

  it("shows the menu in the panel's order with HOT first and selected, and the hot list", async () => {
    answerPlatform(lobbyApi);
    renderPanel();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['জনপ্রিয়', 'স্পোর্টস', 'ই-স্পোর্টস', 'স্লট', 'নিজস্ব গেম', 'ই-লটারি']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(2);
  });

  it('keeps the chosen category in the shared UI prefs, and shows RECENT as RNG', async () => {
    const calls = answerPlatform(lobbyApi);
    act(() => useUiPrefs.setState({ gameCategory: 'RECENT' }));
    renderPanel();
    expect(await screen.findByRole('tab', { name: 'স্লট' })).toHaveAttribute('aria-selected', 'true');
    await screen.findAllByTestId('game-tile');
    expect(calls.find((c) => c.url === '/wps/relay/GCSGAME_list')?.params).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '26' });

    await userEvent.click(screen.getByRole('tab', { name: 'ই-স্পোর্টস' }));
    expect(useUiPrefs.getState().gameCategory).toBe('ESPORTS');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByTestId('vendor-tile')
        .map((t) => t.dataset.vendor),
    ).toEqual(['TF']);
  });

  it("asks the in-house vendors' RNG list for INHOUSE", async () => {
    const calls = answerPlatform(lobbyApi);
    act(() => useUiPrefs.setState({ gameCategory: 'INHOUSE' }));
    renderPanel();
    await screen.findAllByTestId('game-tile');
    expect(calls.find((c) => c.url === '/wps/relay/GCSGAME_list')?.params).toMatchObject({ gameType: 'RNG', vassalage: 'KHELA' });
  });

  it('holds a full panel of blank tiles while the categories load, then the games replace them', async () => {
    answerPlatform(lobbyApi);
    renderPanel();
    // the first render, before any answer: the menu row and a full panel's tiles, so nothing below moves later
    const placeholder = screen.getByTestId('popular-games-placeholder');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(within(placeholder).getByTestId('game-grid-skeleton').querySelectorAll('li')).toHaveLength(PANEL_GAMES);
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(2);
    expect(screen.queryByTestId('popular-games-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-grid-skeleton')).not.toBeInTheDocument();
  });

  it('offers a retry when the vendor data cannot load', async () => {
    answerPlatform({ ...lobbyApi, 'GET /wps/relay/GCSGAME_types': () => ({ fail: { errorCode: 'unknown' } }) });
    renderPanel();
    expect(await screen.findByRole('button', { name: /আবার চেষ্টা করুন$/ })).toBeInTheDocument();
  });
});
