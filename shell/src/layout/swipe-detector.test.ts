import { createSwipeDetector } from './swipe-detector.ts';

describe('swipe detector', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flags a horizontal move over 100 px and resets after 500 ms', () => {
    const d = createSwipeDetector();
    d.start(10);
    d.move(110);
    expect(d.swiped).toBe(false);
    d.move(111);
    expect(d.swiped).toBe(true);
    jest.advanceTimersByTime(499);
    expect(d.swiped).toBe(true);
    jest.advanceTimersByTime(1);
    expect(d.swiped).toBe(false);
  });

  it('counts either direction, and nothing without a touch start', () => {
    const d = createSwipeDetector();
    d.move(500);
    expect(d.swiped).toBe(false);
    d.start(300);
    d.move(150);
    expect(d.swiped).toBe(true);
    d.dispose();
  });
});
