import { act, screen } from '@testing-library/react';
import { fail, answerPlatform, type FakeCall } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { GameBrowser } from './components/game-browser.tsx';
import { preloadGameBrowser } from './preload.ts';

const calls = (all: FakeCall[], url: string) => all.filter((c) => c.url === url);

describe('preloadGameBrowser', () => {
  it('fetches the first screen so that the grid shows its games in its first render, with no second list call', async () => {
    const all = answerPlatform(lobbyApi);
    await act(() => preloadGameBrowser('RNG', null));
    renderScreen(<GameBrowser gameType="RNG" />);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(2);
    expect(screen.queryByTestId('game-grid-skeleton')).not.toBeInTheDocument();
    // the vendor strip's call was started beside it and is not made again as the browser mounts
    await screen.findByTestId('vendor-strip');
    expect(calls(all, '/wps/relay/GCSGAME_list').filter((c) => c.params.pageNo === '1')).toHaveLength(1);
    expect(calls(all, '/wps/relay/GCSGAME_vassalage')).toHaveLength(1);
  });

  it('asks for the vendor of the address', async () => {
    const all = answerPlatform(lobbyApi);
    await preloadGameBrowser('fish', 'JILI');
    expect(calls(all, '/wps/relay/GCSGAME_list')[0]!.params).toMatchObject({ gameType: 'FISH', vassalage: 'JILI', pageNo: '1' });
  });

  it('starts nothing for the recent games (a member list) or the in-house list (it needs the vendor mapping first)', async () => {
    const all = answerPlatform(lobbyApi);
    await preloadGameBrowser('RECENT', null);
    await preloadGameBrowser('INHOUSE', null);
    expect(all).toHaveLength(0);
  });

  it('settles when the platform fails: the page shows the failure itself', async () => {
    answerPlatform({ ...lobbyApi, 'GET /wps/relay/GCSGAME_list': () => fail('network') });
    await expect(preloadGameBrowser('RNG', null)).resolves.toBeUndefined();
  });
});
