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

test("a repeat visit to /m/home on a slow phone starts from the worker and draws the app's banner sooner", async ({ page }) => {
  test.setTimeout(150_000);
  await watchBannerPaint(page);
  await throttle(page);
  await page.goto(`${site.url}/m/home`);
  const first = await bannerPaintMs(page);
  const firstApp = await bannerPaintMs(page, 'app');
  await waitForWorker(page);
  // the worker took over after the first load: one load through it fills its caches
  await page.reload();
  await bannerPaintMs(page, 'app');
  await page.waitForLoadState('networkidle');

  const repeats: number[] = [];
  const appRepeats: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(`${site.url}/m/home`);
    repeats.push(Math.round(await bannerPaintMs(page)));
    appRepeats.push(Math.round(await bannerPaintMs(page, 'app')));
    const fetched = await networkBytes(page);
    // the page itself comes from the network through the worker (its policy and hints are per request); no script or
    // style does. The page reads here as its decoded size plus its headers: 8.3 KB (3.3 KB brotli on the wire), most
    // of it the start script with the first banner's painter (6 KB) and its data (0.9 KB, decision 068's member files
    // among it). 8 KB (3bba9f76) left it about 30 B of room before decision 068; 9 KB bounds what the page carries now.
    expect(fetched).toMatchObject({ pageFromWorker: true, code: 0 });
    expect(fetched.page).toBeLessThan(9 * 1024);
    expect(fetched.files).toBeGreaterThan(10);
  }
  // The first banner is issue 12's figure (target 1.0 s). The page's HTML paints it on the first visit already
  // (decision 016), so the worker has little to win there (736 ms first, 748 ms repeated in one CI run): reported. The
  // test holds what the worker must give: no code over the network, so the app's own banner, drawn once its code has
  // run, comes sooner.
  console.log(
    `first banner: first visit ${Math.round(first)} ms; repeat visits ${repeats.join(', ')} ms (median ${median(repeats)} ms); ` +
      `the app's: first visit ${Math.round(firstApp)} ms, repeat visits ${appRepeats.join(', ')} ms (median ${median(appRepeats)} ms)`,
  );
  expect(median(appRepeats)).toBeLessThan(firstApp);
});
