import type { Locator, Page } from '@playwright/test';

/**
 * Moves the page's clock on (page.clock.install() before its load) a second at a time until `shown` is visible, and
 * returns how many seconds of the page's time that took (0: shown already): a deadline or a timer of the page's is
 * judged in the page's time, without the test waiting it out. The count is at most a second over, as the page reacts
 * to a jump after it.
 */
export async function pageSecondsUntil(page: Page, shown: Locator, most: number): Promise<number> {
  for (let seconds = 0; ; seconds++) {
    if (await shown.isVisible()) return seconds;
    if (seconds === most) throw new Error(`not shown within ${most} s of the page's time`);
    await page.clock.fastForward(1000);
  }
}
