import type { Locator, Page } from '@playwright/test';

/**
 * Moves the page's clock on (page.clock.install() before its load) a second at a time until `shown` is visible, and
 * returns how many seconds of the page's time that took: a deadline of the page's is judged in the page's time,
 * without the test waiting it out. The count is at most a second over, as the page reacts to the jump after it.
 */
export async function pageSecondsUntil(page: Page, shown: Locator, most: number): Promise<number> {
  for (let seconds = 1; seconds <= most; seconds++) {
    await page.clock.fastForward(1000);
    if (await shown.isVisible()) return seconds;
  }
  throw new Error(`not shown within ${most} s of the page's time`);
}
