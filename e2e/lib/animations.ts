import type { Page } from '@playwright/test';

/**
 * Resolves when the page's finite animations have ended: a page still fading in (the 300 ms page transition) shows
 * text at part opacity, which axe would judge for contrast and a reader would not read yet. Endless ones (tickers,
 * spinners) are left running.
 */
export function finiteAnimationsDone(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
