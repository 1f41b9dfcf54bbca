import { act, fireEvent, render, screen } from '@testing-library/react';
import { installPointerEvent } from '../../../test/pointer-event.ts';
import { LONG_PRESS_MS, PRESS_IN_MS, usePress } from './use-press.ts';

beforeAll(installPointerEvent);

function Tile({ onPress, onLongPress }: { onPress(): void; onLongPress?(): void }) {
  const { pressed, handlers } = usePress({ onPress, onLongPress });
  return (
    <button type="button" data-pressed={pressed || undefined} {...handlers}>
      Game
    </button>
  );
}

const setup = () => {
  const onPress = jest.fn();
  const onLongPress = jest.fn();
  render(<Tile onPress={onPress} onLongPress={onLongPress} />);
  return { onPress, onLongPress, button: screen.getByRole('button', { name: 'Game' }) };
};
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const touch = (button: HTMLElement, x = 50, y = 50) => fireEvent.pointerDown(button, { button: 0, clientX: x, clientY: y });

describe('usePress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the pressed state only after 130 ms of touch', () => {
    const { button } = setup();
    touch(button);
    advance(PRESS_IN_MS - 1);
    expect(button).not.toHaveAttribute('data-pressed');
    advance(1);
    expect(button).toHaveAttribute('data-pressed');
  });

  it('a tap launches: press, release, click', () => {
    const { button, onPress, onLongPress } = setup();
    touch(button);
    advance(80);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('a touch held 370 ms is a long press, and the click that ends it does not launch', () => {
    const { button, onPress, onLongPress } = setup();
    touch(button);
    advance(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    advance(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('data-pressed');
    // the browser's own menu of a held touch comes later: it does not open the details twice
    fireEvent.contextMenu(button);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    // the next tap is a press again
    touch(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("the click that ends a long press is dropped wherever it lands (the details' backdrop), and only that one", () => {
    const onPress = jest.fn();
    const onBackdrop = jest.fn();
    render(
      <>
        <Tile onPress={onPress} onLongPress={() => undefined} />
        <button type="button" onClick={onBackdrop}>
          Backdrop
        </button>
      </>,
    );
    const backdrop = screen.getByRole('button', { name: 'Backdrop' });
    touch(screen.getByRole('button', { name: 'Game' }));
    advance(LONG_PRESS_MS);
    fireEvent.click(backdrop);
    expect(onBackdrop).not.toHaveBeenCalled();
    // the next tap is the person's own
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onBackdrop).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('movement (a scroll starting on the tile) cancels the pressed state and the long press', () => {
    const { button, onLongPress } = setup();
    touch(button, 50, 50);
    fireEvent.pointerMove(button, { clientX: 50, clientY: 80 });
    advance(LONG_PRESS_MS * 2);
    expect(button).not.toHaveAttribute('data-pressed');
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('a small tremble of the finger is still a press', () => {
    const { button, onLongPress } = setup();
    touch(button, 50, 50);
    fireEvent.pointerMove(button, { clientX: 53, clientY: 54 });
    advance(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('the browser taking the touch for a scroll (pointercancel) cancels it', () => {
    const { button, onLongPress } = setup();
    touch(button);
    advance(PRESS_IN_MS);
    fireEvent.pointerCancel(button);
    expect(button).not.toHaveAttribute('data-pressed');
    advance(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores a second finger', () => {
    const { button, onLongPress } = setup();
    fireEvent.pointerDown(button, { isPrimary: false, button: 0 });
    advance(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it("a context-menu request (right click, menu key) is a long press, in place of the browser's menu", () => {
    const { button, onPress, onLongPress } = setup();
    expect(fireEvent.contextMenu(button)).toBe(false);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    // a touch whose menu came before the timer: the click that ends it is not a launch
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('a held touch does not drag the art away', () => {
    const { button } = setup();
    expect(fireEvent.dragStart(button)).toBe(false);
  });

  it("without a long press the browser's menu is left alone", () => {
    const onPress = jest.fn();
    render(<Tile onPress={onPress} />);
    expect(fireEvent.contextMenu(screen.getByRole('button', { name: 'Game' }))).toBe(true);
  });

  it('Enter on the focused control presses it', () => {
    const { button, onPress } = setup();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
