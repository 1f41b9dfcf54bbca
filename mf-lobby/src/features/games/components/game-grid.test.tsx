import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { answerPlatform, raw } from '@wl/testing/platform';
import { game, lobbyApi } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { EAGER_TILES, GameGrid } from './game-grid.tsx';

const vendorLines = () => screen.getAllByTestId('game-vendor').map((line) => line.textContent);

describe('GameGrid', () => {
  it("renders the first screen's tiles at once and the others, in boxes of their size until then, right after", async () => {
    answerPlatform(lobbyApi);
    const games = Array.from({ length: 5 }, (_, i) => game(i + 1));
    // what each commit put on the page: real tiles and boxes in the list
    const commits: { tiles: number; boxes: number; hidden: number }[] = [];
    const record = () => {
      const list = document.querySelector('ul[aria-label="Slots"]');
      commits.push({
        tiles: list?.querySelectorAll('[data-testid="game-tile"]').length ?? 0,
        boxes: list?.children.length ?? 0,
        hidden: list?.querySelectorAll('li[aria-hidden="true"]').length ?? 0,
      });
    };
    renderScreen(
      <Profiler id="grid" onRender={record}>
        <GameGrid games={games} onOpen={() => undefined} label="Slots" firstScreen={2} />
      </Profiler>,
    );
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(5);
    // the first commit: two tiles and three blank boxes (hidden from assistive technology) keep the grid's height
    expect(commits[0]).toEqual({ tiles: 2, boxes: 5, hidden: 3 });
    expect(commits.at(-1)).toEqual({ tiles: 5, boxes: 5, hidden: 0 });
  });

  it("loads the first row's art at once and the rest lazily", async () => {
    answerPlatform(lobbyApi);
    const games = Array.from({ length: 9 }, (_, i) => game(i + 1));
    renderScreen(<GameGrid games={games} onOpen={() => undefined} label="Slots" />);
    const loading = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual([...Array(EAGER_TILES).fill('eager'), ...Array(9 - EAGER_TILES).fill('lazy')]);
    // the vendor names arrive later without touching the art
    await screen.findAllByText('PG Soft');
    expect(screen.getAllByTestId('game-tile')[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("names each game's vendor from the platform's vendor list, keeping the line while it loads", async () => {
    answerPlatform(lobbyApi);
    renderScreen(<GameGrid games={[game(1), game(2, { vassalage: 'KHELA' })]} onOpen={() => undefined} label="Slots" />);
    expect(vendorLines()).toEqual(['\u00a0', '\u00a0']);
    expect(await screen.findByText('PG Soft')).toBeInTheDocument();
    expect(vendorLines()).toEqual(['PG Soft', 'Khela Originals']);
  });

  it('shows the code of a vendor the list does not know', async () => {
    answerPlatform(lobbyApi);
    renderScreen(<GameGrid games={[game(1, { vassalage: 'NEW_VENDOR' })]} onOpen={() => undefined} label="Slots" />);
    expect(await screen.findByText('NEW_VENDOR')).toBeInTheDocument();
  });

  it('shows the codes when the vendor list fails', async () => {
    answerPlatform({ ...lobbyApi, 'GET /wps/relay/GCSGAME_types': () => raw(500, 'Internal Server Error') });
    renderScreen(<GameGrid games={[game(1)]} onOpen={() => undefined} label="Slots" />);
    expect(await screen.findByText('PG')).toBeInTheDocument();
  });
});
