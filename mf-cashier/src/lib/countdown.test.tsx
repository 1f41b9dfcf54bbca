import { act, render, screen } from '@testing-library/react';
import { formatDuration, noteServerTime, resetServerClock } from '@wl/kit';
import { secondsLeft, useCountdown } from './countdown.ts';

const T0 = Date.parse('2026-11-23T06:00:00.000Z');

function Clock({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const left = useCountdown(expiresAt, onExpire);
  return <output>{formatDuration(left, 'en')}</output>;
}

describe('payment window countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    resetServerClock();
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    ['2026-11-23T06:15:00.000Z', 900],
    ['2026-11-23T06:00:30.500Z', 31],
    ['2026-11-23T05:59:00.000Z', 0],
    ['not a time', 0],
  ])('counts from the platform expiry %s, not from a fixed 15 minutes: %d seconds left', (expiresAt, left) => {
    expect(secondsLeft(expiresAt)).toBe(left);
  });

  it('uses the platform clock when the phone clock is off', () => {
    // the platform created the request 2 minutes "later" than the phone thinks it is
    noteServerTime('2026-11-23T06:02:00.000Z', T0);
    expect(secondsLeft('2026-11-23T06:17:00.000Z')).toBe(900);
  });

  it('ticks down each second and expires once at zero', () => {
    const onExpire = jest.fn();
    render(<Clock expiresAt="2026-11-23T06:00:03.000Z" onExpire={onExpire} />);
    expect(screen.getByRole('status')).toHaveTextContent('00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('00:00');
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when the window is already over (a page opened late)', () => {
    const onExpire = jest.fn();
    render(<Clock expiresAt="2026-11-23T05:00:00.000Z" onExpire={onExpire} />);
    expect(screen.getByRole('status')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('reads the clock on each tick, so a phone back from sleep shows the real time left', () => {
    render(<Clock expiresAt="2026-11-23T06:10:00.000Z" onExpire={jest.fn()} />);
    // timers did not run while asleep, but the clock moved on 4 minutes
    jest.setSystemTime(T0 + 240_000);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('05:59');
  });
});
