// One throttled first load of a page in a fresh profile: layout shift, largest paint, and the request waves
// (e2e/lib/waves.ts) before the page's content and before the largest paint's image.
import type { Browser } from '@playwright/test';
import { readVitals, watchVitals } from '../lib/vitals.ts';
import { recordNetwork, watchFirstAppearance, wavesBefore } from '../lib/waves.ts';

export interface ThrottledLoad {
  cls: number;
  lcp: number;
  lcpNode: string;
  contentWaves: number;
  lcpWaves: number;
  shifts: { value: number; at: number; nodes: string[] }[];
}

export async function throttledLoad(browser: Browser, url: string, ready: string): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const network = await recordNetwork(context, page, { throttle: true });
    await watchVitals(page);
    const contentAt = await watchFirstAppearance(page, ready);
    await page.goto(url);
    const content = network.toMonotonic(await contentAt());
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const vitals = await readVitals(page);
    const requests = network.requests();
    await network.stop();
    const lcpUrl = vitals.lcpNode.split(' ')[1];
    const lcpRequest = lcpUrl ? requests.find((r) => r.url === lcpUrl) : undefined;
    return {
      cls: vitals.cls,
      lcp: vitals.lcp,
      lcpNode: vitals.lcpNode,
      contentWaves: wavesBefore(requests, content),
      // a text LCP waits for what the content waited for
      lcpWaves: lcpRequest?.wave ?? wavesBefore(requests, content),
      shifts: vitals.shifts,
    };
  } finally {
    await context.close();
  }
}
