import { act, render, screen } from '@testing-library/react';
import { JackpotCounter } from './jackpot-counter.tsx';

describe('JackpotCounter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts in range and grows by 10 to 50 on every tick of 3 to 5 seconds', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    render(<JackpotCounter />);
    const value = () => Number(screen.getByTestId('jackpot-value').textContent!.replaceAll(',', ''));
    expect(value()).toBe(1_200_000_000);
    act(() => jest.advanceTimersByTime(2999));
    expect(value()).toBe(1_200_000_000);
    act(() => jest.advanceTimersByTime(1));
    expect(value()).toBe(1_200_000_010);
    act(() => jest.advanceTimersByTime(3000));
    expect(value()).toBe(1_200_000_020);
  });

  it('stops ticking when it leaves the page', () => {
    const { unmount } = render(<JackpotCounter />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
