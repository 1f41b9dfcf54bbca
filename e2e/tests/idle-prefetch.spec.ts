import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

const isCode = (url: string) => /\.(js|css)(\?|$)|mf-manifest\.json/.test(new URL(url).pathname + new URL(url).search);

/** A client-side navigation (the router follows history), as a tap on a link does: no new document. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens the home page and waits until the idle prefetch has fetched the code of both pages. */
async function idleHome(page: Page, fetched: Set<string>) {
  page.on('request', (r) => {
    if (isCode(r.url())) fetched.add(r.url());
  });
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  await expect
    .poll(() => [...fetched].some((u) => u.includes('GameListPage')) && [...fetched].some((u) => u.includes('LoginPage')), {
      timeout: 20_000,
    })
    .toBe(true);
}

for (const [path, remote] of [
  ['/m/login', 'mf-auth'],
  ['/m/gameList', 'mf-lobby'],
] as const) {
  test(`after an idle home page, the first visit to ${path} asks for no code it had not fetched already`, async ({ page, pageErrors }) => {
    const fetched = new Set<string>();
    await idleHome(page, fetched);
    const after: string[] = [];
    page.on('request', (r) => {
      if (isCode(r.url()) && !fetched.has(r.url())) after.push(r.url());
    });
    // downloaded, not run: the pages' chunks came by link preloads, no script tag asked for them
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /LoginPage|GameListPage/.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators.length).toBeGreaterThan(0);
    expect(new Set(initiators)).toEqual(new Set(['link']));
    await goInApp(page, path);
    await expect(page.locator(`[data-remote-page="${remote}"]`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(after).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('nothing is prefetched for a player who asked to save data', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  // the page's timers are the test's: the prefetch waits on them (two quiet seconds after the load, then idle moments)
  await page.clock.install();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (isCode(r.url())) fetched.push(r.url());
  });
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // past the quiet seconds and the idle moments the prefetch would wait for
  await page.clock.runFor(10_000);
  // a request the page makes after them: any code asked for before it has been seen
  const fence = page.waitForRequest((r) => r.url().endsWith('?after-the-idle-moments'));
  await page.evaluate(() => fetch('/runtime/whitelabel.json?after-the-idle-moments'));
  await fence;
  expect(fetched.filter((u) => /LoginPage|GameListPage/.test(u))).toEqual([]);
});
