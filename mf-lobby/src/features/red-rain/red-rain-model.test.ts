import { countdown } from './red-rain-model.ts';

describe('red rain countdown', () => {
  it('shows hours, minutes and seconds, never below zero', () => {
    expect(countdown(3_723_000, 0)).toBe('01:02:03');
    expect(countdown(59_999, 0)).toBe('00:00:59');
    expect(countdown(0, 5000)).toBe('00:00:00');
  });
});
