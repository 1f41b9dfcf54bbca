import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and the last call of a burst when the second ends', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at once again after a quiet second', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled('a');
    jest.advanceTimersByTime(1500);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops a pending call when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(2000);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
