import { act, renderHook } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { useAutoplay } from './use-autoplay.ts';

/** A swiper as far as the hook uses it: slide changes it announces, and slideNext. */
function fakeSwiper() {
  const listeners = new Set<() => void>();
  const swiper = {
    destroyed: false,
    next: 0,
    on: (_event: string, fn: () => void) => listeners.add(fn),
    off: (_event: string, fn: () => void) => listeners.delete(fn),
    slideNext() {
      swiper.next += 1;
      for (const fn of listeners) fn();
    },
    /** a change by hand (a swipe) */
    swipe() {
      for (const fn of listeners) fn();
    },
  };
  return swiper;
}

describe('useAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every delay, counting again after a swipe by hand', () => {
    const swiper = fakeSwiper();
    const { result } = renderHook(() => useAutoplay(5000, true));
    act(() => result.current(swiper as unknown as Swiper));
    act(() => jest.advanceTimersByTime(4999));
    expect(swiper.next).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(swiper.next).toBe(1);
    act(() => jest.advanceTimersByTime(3000));
    act(() => swiper.swipe());
    act(() => jest.advanceTimersByTime(4999));
    expect(swiper.next).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(swiper.next).toBe(2);
  });

  it('does nothing when not enabled (one slide), and stops when unmounted', () => {
    const still = fakeSwiper();
    const off = renderHook(() => useAutoplay(5000, false));
    act(() => off.result.current(still as unknown as Swiper));
    act(() => jest.advanceTimersByTime(20_000));
    expect(still.next).toBe(0);

    const moving = fakeSwiper();
    const on = renderHook(() => useAutoplay(5000, true));
    act(() => on.result.current(moving as unknown as Swiper));
    on.unmount();
    act(() => jest.advanceTimersByTime(20_000));
    expect(moving.next).toBe(0);
  });
});
