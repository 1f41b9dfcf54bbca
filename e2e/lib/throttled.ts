// A slow mid-range phone as issue 12 measures it: 390x844, 150 ms RTT, 1.6 Mbps down, CPU 4x slower.
import type { Browser, Page } from '@playwright/test';

export async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // every layout shift (with what moved) and the largest paint, from the first byte on
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: unknown[]; __lcp: number };
    w.__shifts = [];
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: (e.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = el ? `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}` : '?';
            return `${name} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** The shifts so far and their sum (this page never scrolls, so the session window is the whole load). */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: Shift[]; lcp: number }> {
  const { shifts, lcp } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: Shift[]; __lcp: number };
    return { shifts: w.__shifts, lcp: w.__lcp };
  });
  return { cls: shifts.reduce((n, s) => n + s.value, 0), shifts, lcp };
}
