// One throttled first load of a page in a fresh profile: layout shift, largest paint, and the request waves
// before the page's content and before the largest paint's image.
import type { Browser } from '@playwright/test';
import { recordRequests, waveOf, wavesBefore } from '../lib/request-waves.ts';
import { throttle } from '../lib/slow-phone.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

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
    await throttle(page);
    await watchVitals(page);
    const recorder = recordRequests(page);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    const contentAt = Date.now();
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const vitals = await readVitals(page);
    const requests = recorder.requests();
    const lcpUrl = vitals.lcpNode.split(' ')[1];
    return {
      cls: vitals.cls,
      lcp: vitals.lcp,
      lcpNode: vitals.lcpNode,
      contentWaves: wavesBefore(requests, contentAt),
      lcpWaves: lcpUrl ? waveOf(requests, (r) => r.url === lcpUrl) : wavesBefore(requests, contentAt),
      shifts: vitals.shifts,
    };
  } finally {
    await context.close();
  }
}
