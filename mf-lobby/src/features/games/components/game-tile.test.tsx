import { act, fireEvent, screen, within } from '@testing-library/react';
import { game } from '../../../test/fixtures.ts';
import { installPointerEvent } from '../../../test/pointer-event.ts';
import { renderScreen } from '../../../test/render.tsx';
import { useFavouritesStore } from '../hooks/favourites-store.ts';
import { LONG_PRESS_MS } from '../hooks/use-press.ts';
import { GameTile } from './game-tile.tsx';

beforeAll(installPointerEvent);

const tileOf = (name: string) => screen.getByRole('button', { name: `${name} খেলুন` });
const longPress = (button: HTMLElement) => {
  fireEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 });
  act(() => jest.advanceTimersByTime(LONG_PRESS_MS));
  fireEvent.pointerUp(button);
  fireEvent.click(button);
};

describe('GameTile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => useFavouritesStore.setState({ overrides: {} }));
  });

  it('a tap launches the game', () => {
    const onOpen = jest.fn();
    renderScreen(
      <ul>
        <GameTile game={game(7)} vendorName="PG Soft" onOpen={onOpen} />
      </ul>,
    );
    fireEvent.click(tileOf('Game 7'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 7 }));
  });

  it('a long press opens the details instead of launching; play there launches', () => {
    const onOpen = jest.fn();
    renderScreen(
      <ul>
        <GameTile game={game(7)} vendorName="PG Soft" onOpen={onOpen} onToggleFavourite={async () => undefined} />
      </ul>,
    );
    longPress(tileOf('Game 7'));
    expect(onOpen).not.toHaveBeenCalled();
    const details = screen.getByRole('dialog', { name: 'Game 7' });
    expect(within(details).getByText('PG Soft')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'প্রিয়', pressed: false })).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'খেলুন' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the details' favourite toggle is the tile's star", async () => {
    const onToggleFavourite = jest.fn(async (g: { nodeId: number }) => {
      useFavouritesStore.getState().setFavourite(g.nodeId, true);
    });
    renderScreen(
      <ul>
        <GameTile game={game(7)} vendorName="PG Soft" onOpen={() => undefined} onToggleFavourite={onToggleFavourite} />
      </ul>,
    );
    longPress(tileOf('Game 7'));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'প্রিয়' }));
    });
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'প্রিয়', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Game 7 প্রিয় থেকে সরান', pressed: true })).toBeInTheDocument();
  });

  it('a list without favourites offers none in the details', () => {
    renderScreen(
      <ul>
        <GameTile game={game(7)} vendorName="PG Soft" onOpen={() => undefined} />
      </ul>,
    );
    longPress(tileOf('Game 7'));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'প্রিয়' })).not.toBeInTheDocument();
  });
});
