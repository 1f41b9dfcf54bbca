import { TICKER_PX_PER_S, tickerStyle } from './notice-ticker.tsx';

describe('the notice marquee', () => {
  it('moves one pixel a frame at 45 frames a second, from the right edge until the text has left on the left', () => {
    const style = tickerStyle({ box: 360, text: 900 }) as Record<string, string>;
    expect(TICKER_PX_PER_S).toBe(45);
    expect(style['--ticker-from']).toBe('360px');
    expect(style['--ticker-to']).toBe('-900px');
    // 1260 px at 45 px a second
    expect(style.animationDuration).toBe('28s');
  });

  it('starts with the text at the left edge, as the first frame of the old marquee did', () => {
    const style = tickerStyle({ box: 360, text: 900 }) as Record<string, string>;
    // 360 px of the run (right edge to left edge) are already behind it: 8 s
    expect(style.animationDelay).toBe('-8s');
  });
});
