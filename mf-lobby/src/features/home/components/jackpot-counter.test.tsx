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
    // money in the site's one format: ৳1,200,000,000.00
    const value = () => Number(screen.getByTestId('jackpot-value').textContent!.replace('৳', '').replaceAll(',', ''));
    expect(value()).toBe(1_200_000_000);
    act(() => jest.advanceTimersByTime(2999));
    expect(value()).toBe(1_200_000_000);
    act(() => jest.advanceTimersByTime(1));
    expect(value()).toBe(1_200_000_010);
    act(() => jest.advanceTimersByTime(3000));
    expect(value()).toBe(1_200_000_020);
  });

  it('shows the second counter beside it in poisha: 787,756,899.13 to 787,757,899.13 with 2 decimals, exact on every tick', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    render(<JackpotCounter />);
    const pool = () => screen.getByTestId('prize-pool-value').textContent;
    expect(screen.getByText('পুরস্কার তহবিল')).toBeInTheDocument();
    expect(pool()).toBe('৳787,756,899.13');
    // 0.10 more on each of ten ticks, counted in poisha: exactly 1.00 more, shown with its 2 decimals
    act(() => jest.advanceTimersByTime(3000 * 10));
    expect(pool()).toBe('৳787,756,900.13');
  });

  it('keeps the second counter in its range: the top of the range, then a wrap to the bottom', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.9999999999);
    render(<JackpotCounter />);
    const pool = () => screen.getByTestId('prize-pool-value').textContent;
    expect(pool()).toBe('৳787,757,899.13');
    random.mockReturnValue(0);
    act(() => jest.advanceTimersByTime(5000));
    // 0.10 past the maximum starts again 0.09 above the minimum
    expect(pool()).toBe('৳787,756,899.22');
  });

  it('stops ticking when it leaves the page', () => {
    const { unmount } = render(<JackpotCounter />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
