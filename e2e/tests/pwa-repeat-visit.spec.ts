import { expect, test } from '../fixtures/test.ts';
import { bannerPaintMs, median, startPwaSite, waitForWorker, watchBannerPaint } from '../lib/pwa-helpers.ts';
import { throttle } from '../lib/slow-phone.ts';
import { type Site, sitePort } from '../lib/site.ts';

let site: Site;
test.beforeAll(async () => {
  site = await startPwaSite(sitePort(350));
});
test.afterAll(async () => site?.stop());

/** What a visit fetched over the network: the bytes of its scripts and style sheets, and of the page. */
const networkBytes = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      /\.(js|css)$/.test(new URL(r.name).pathname),
    );
    return {
      page: nav.transferSize,
      pageFromWorker: nav.workerStart > 0,
      code: code.reduce((n, r) => n + r.transferSize, 0),
      files: code.length,
    };
  });

test('a repeat visit to /m/home on a slow phone starts from the worker and paints the first banner sooner', async ({ page }) => {
  test.setTimeout(150_000);
  await watchBannerPaint(page);
  await throttle(page);
  await page.goto(`${site.url}/m/home`);
  const first = await bannerPaintMs(page);
  await waitForWorker(page);
  // the worker took over after the first load: one load through it fills its caches
  await page.reload();
  await bannerPaintMs(page);
  await page.waitForLoadState('networkidle');

  const repeats: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(`${site.url}/m/home`);
    repeats.push(Math.round(await bannerPaintMs(page)));
    const fetched = await networkBytes(page);
    // the page itself comes from the network through the worker (its policy and hints are per request: a few
    // KB); no script or style does
    expect(fetched).toMatchObject({ pageFromWorker: true, code: 0 });
    expect(fetched.page).toBeLessThan(8 * 1024);
    expect(fetched.files).toBeGreaterThan(10);
  }
  // the figure of issue 12 (target 1.0 s); it depends on the machine's load, so it is reported, and the
  // test holds what the worker must give: no code over the network, and a faster first banner
  console.log(`first banner: first visit ${Math.round(first)} ms; repeat visits ${repeats.join(', ')} ms (median ${median(repeats)} ms)`);
  expect(median(repeats)).toBeLessThan(first);
});
