import { screen } from '@testing-library/react';
import { game } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { EAGER_TILES, GameGrid } from './game-grid.tsx';

describe('GameGrid', () => {
  it("loads the first row's art at once and the rest lazily", () => {
    const games = Array.from({ length: 9 }, (_, i) => game(i + 1));
    renderScreen(<GameGrid games={games} onOpen={() => undefined} label="Slots" />);
    const loading = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual([...Array(EAGER_TILES).fill('eager'), ...Array(9 - EAGER_TILES).fill('lazy')]);
  });
});
