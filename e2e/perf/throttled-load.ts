// One throttled first load of a page in a fresh profile: layout shift, largest paint, total blocking time, the main
// thread's busy time, the bytes over the wire and the request waves (e2e/lib/waves.ts) before the page's content and
// before the largest paint's image. The same for the site's pages and the floor (decision 039).
import type { Browser, Page } from '@playwright/test';
import type { SessionInfo } from '@wl/platform-contract';
import { readVitals, watchVitals } from '../lib/vitals.ts';
import { recordNetwork, watchFirstAppearance, wavesBefore } from '../lib/waves.ts';

export interface ThrottledLoad {
  cls: number;
  lcp: number;
  /** the sum over the long tasks after the first paint of what each took over 50 ms (Lighthouse's definition) */
  tbt: number;
  /** the durations of those long tasks (ms, in the order they ran) */
  longTasks: number[];
  /** the main thread's tasks, all of them, from the start until the load has settled (ms, at 4x CPU) */
  cpu: number;
  /**
   * bytes over the wire (compressed, headers included) of the requests started until 2 s after the load event: the
   * idle prefetch of the pages one tap away (decision 016), which starts after two quiet seconds, is not this page's
   */
  bytes: number;
  lcpNode: string;
  contentWaves: number;
  lcpWaves: number;
  shifts: { value: number; at: number; nodes: string[] }[];
}

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
    /** when the last long task, layout shift or largest-paint candidate ended (ms of the page's clock) */
    __lastChange: number;
  }
}

/**
 * Long tasks from the start, and when the last of what a load is judged on changed (init scripts: the observers must
 * exist before the page's own scripts run).
 */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__lastChange = 0;
    const changed = (list: PerformanceObserverEntryList) => {
      for (const e of list.getEntries()) window.__lastChange = Math.max(window.__lastChange, e.startTime + e.duration);
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      changed(list);
    }).observe({ type: 'longtask', buffered: true });
    for (const type of ['layout-shift', 'largest-contentful-paint']) new PerformanceObserver(changed).observe({ type, buffered: true });
  });
}

/** How long nothing may change before a load's figures are read: a late shift, paint or long task lands before it. */
const QUIET_MS = 500;

/** The fixed window a load was read after before (decision 039's fourth step): the longest the wait for quiet takes. */
const MOST_MS = 2_000;

/**
 * Waits, after the network has gone quiet, until no long task, layout shift or largest-paint candidate has come for
 * QUIET_MS, and at most MOST_MS: a page that never rests (a ticker's shifts, a poll's tasks) is read as the fixed
 * window read it. That window was 1.5 s more of each of the gate's 33 loads (issue 36), and what it caught after the
 * quiet ones waited on something new, which is not the load's.
 */
export async function quietFor(page: Page, ms = QUIET_MS) {
  await page
    .waitForFunction((quiet) => performance.now() - window.__lastChange >= quiet, ms, { polling: 100, timeout: MOST_MS })
    .catch((error: Error) => {
      if (error.name !== 'TimeoutError') throw error;
    });
}

async function longTasksAfterPaint(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return window.__longTasks.filter((t) => t.start + t.duration > fcp).map((t) => t.duration);
  });
}

/** The session the site keeps in sessionStorage, set before its scripts run (a member's or agent's page). */
export async function withSession(page: Page, session: SessionInfo) {
  await page.addInitScript((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
}

export async function throttledLoad(browser: Browser, url: string, ready: string, session?: SessionInfo): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (session) await withSession(page, session);
    const network = await recordNetwork(context, page, { throttle: true });
    const cdp = await context.newCDPSession(page);
    const started = new Map<string, number>();
    const sizes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => started.set(e.requestId, e.timestamp));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await watchVitals(page);
    await watchLongTasks(page);
    const contentAt = await watchFirstAppearance(page, ready);
    // a loaded machine may take longer than Playwright's 30 s for a throttled load event
    await page.goto(url, { timeout: 90_000 });
    const content = network.toMonotonic(await contentAt());
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await quietFor(page);
    const vitals = await readVitals(page);
    const longTasks = await longTasksAfterPaint(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const cpu = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    const loadEnd = network.toMonotonic(
      await page.evaluate(
        () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      ),
    );
    const bytes = [...sizes].reduce((n, [id, size]) => ((started.get(id) ?? 0) <= loadEnd + 2 ? n + size : n), 0);
    const requests = network.requests();
    // the largest paint on the log's clock: a text painted by the HTML's frame (decision 052) waits for fewer waves than the app's content
    const lcpAt = network.toMonotonic((await page.evaluate(() => performance.timeOrigin)) + vitals.lcp);
    await network.stop();
    await cdp.detach();
    const lcpUrl = vitals.lcpNode.split(' ')[1];
    const lcpRequest = lcpUrl ? requests.find((r) => r.url === lcpUrl) : undefined;
    return {
      cls: vitals.cls,
      lcp: vitals.lcp,
      tbt: longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0),
      longTasks,
      cpu,
      bytes,
      lcpNode: vitals.lcpNode,
      contentWaves: wavesBefore(requests, content),
      // an image's own wave; a text's, the waves ended before it was painted
      lcpWaves: lcpRequest?.wave ?? wavesBefore(requests, lcpAt),
      shifts: vitals.shifts,
    };
  } finally {
    await context.close();
  }
}
