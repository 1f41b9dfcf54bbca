// Issue 26, point 4 (decision 040): a sampled page load measures its LCP, INP and CLS after its first screen has
// settled and tells them, by route key, to the application server as it is left; the operations page shows them.
// No beacon goes before the first paint, none carries a token, an account name or the address's query, and the
// measuring code is not part of the first load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin } from '../lib/api-login.ts';
import { expect, test } from '../fixtures/test.ts';
import { nextIdle } from '../lib/page-settled.ts';
import { ROOT, type Site, sitePort, startSite } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

/** The shell's chunk that measures (web-vitals and shell/src/health/vitals.ts), by its built name. */
const vitalsChunk = () => {
  const dist = path.join(ROOT, 'shell/dist');
  const name = readdirSync(dist).find((f) => f.endsWith('.js') && readFileSync(path.join(dist, f), 'utf8').includes('watchVitals:'));
  if (!name) throw new Error('no vitals chunk in shell/dist: build the shell first');
  return `/${name}`;
};

/**
 * Waits until the browser has timed an interaction of at least `ms` (the first input, whatever it took, when 0)
 * and web-vitals has taken the entry: it handles entries in an idle callback that it asks for as they reach its
 * observer, capped at a second as ours are (IDLE_CAP_MS), so the second of two of ours, asked for after it, runs
 * after it. A page hidden before that would tell a figure without the entry.
 */
async function interactionTimed(page: Page, ms: number) {
  await expect
    .poll(() =>
      page.evaluate((min) => {
        const observer = new PerformanceObserver(() => undefined);
        // buffered: the entries so far, events of 104 ms and more and the first input
        observer.observe({ type: min > 0 ? 'event' : 'first-input', buffered: true });
        const entries = observer.takeRecords() as (PerformanceEntry & { interactionId?: number })[];
        observer.disconnect();
        return entries.some((e) => e.duration >= min && (min === 0 || (e.interactionId ?? 0) > 0));
      }, ms),
    )
    .toBe(true);
  await nextIdle(page);
  await nextIdle(page);
}

let site: Site;
test.beforeAll(async () => {
  // Prometheus: the operations page's figures are its sums of the server's histograms (decision 046)
  site = await startSite(sitePort(130), { edit: (w) => (w.vitals = { sampleRate: 1 }), prometheus: true });
});
test.afterAll(async () => site?.stop());

test("a member's page load tells its vitals by route key as it is left, and the operations page shows them per route", async ({ page }) => {
  test.setTimeout(60_000);
  const chunk = vitalsChunk();
  const beacons: { at: number; body: string }[] = [];
  const chunkAt: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/ops/vitals') beacons.push({ at: Date.now(), body: request.postData() ?? '' });
    if (url.pathname === chunk) chunkAt.push(Date.now());
  });

  const session = await apiLogin(site.url, 'demo01', 'Demo@1234');
  await page.goto(`${site.url}/runtime/whitelabel.json`);
  await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
  await page.goto(`${site.url}/m/gameList?gameType=RNG&from=demo01`);
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  const times = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { firstPaint: performance.timeOrigin + (paint?.startTime ?? 0), loaded: performance.timeOrigin + nav.loadEventEnd };
  });
  expect(times.firstPaint).toBeGreaterThan(performance.timeOrigin);

  // the measuring code comes after the load, once the network has been quiet: not part of the first load
  await expect.poll(() => chunkAt.length, { timeout: 20_000 }).toBe(1);
  expect(chunkAt[0]).toBeGreaterThan(times.loaded);
  // an interaction for INP: a key and a tap on the list's first category
  await page.keyboard.press('Tab');
  await page.getByRole('main').getByRole('button').first().click();
  // web-vitals has what it reports (LCP is final on the first input): a batch sent while shown would be out
  await interactionTimed(page, 0);
  // nothing while the page is shown
  expect(beacons).toEqual([]);

  // the player turns to another app: the page is hidden, and its one batch goes. Headless Chromium never hides a
  // page, and a beacon sent as a page is left is no longer that page's request for Playwright to read: the page is
  // told it is hidden as the browser would tell it (web-vitals' own tests do the same)
  const show = (shown: boolean) =>
    page.evaluate((visible) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
      document.dispatchEvent(new Event('visibilitychange'));
    }, shown);
  await show(false);
  await expect.poll(() => beacons.length).toBe(1);
  // the player comes back and taps something slow (a tap the page takes 300 ms to answer), then leaves again: the
  // load tells its grown INP a second time, under the same id
  await show(true);
  await page.evaluate(() =>
    document.addEventListener(
      'pointerdown',
      () => {
        const end = performance.now() + 300;
        while (performance.now() < end);
      },
      { once: true },
    ),
  );
  await page.getByRole('main').getByRole('button').first().click();
  await interactionTimed(page, 300);
  await show(false);
  await expect.poll(() => beacons.length).toBe(2);
  await page.goto(`${site.url}/ops/health`);
  const ops = page;
  for (const beacon of beacons) {
    expect(beacon.at).toBeGreaterThan(times.firstPaint);
    expect(beacon.body).not.toContain(session.token);
    expect(beacon.body).not.toContain('demo01');
    expect(beacon.body).not.toContain(session.userName);
    expect(beacon.body).not.toContain('gameType');
    expect(beacon.body).not.toContain('/m/');
  }
  const metricsOf = (beacon: { body: string }) =>
    (JSON.parse(beacon.body) as { metrics: { route: string; metric: string; id: string; value: number }[] }).metrics;
  const metrics = metricsOf(beacons[0]!);
  expect(new Set(metrics.map((m) => m.route))).toEqual(new Set(['gameList']));
  expect(metrics.map((m) => m.metric).sort()).toEqual(['CLS', 'INP', 'LCP']);
  // each metric of the load has web-vitals' own random id: a figure told again as the page is left (INP or CLS
  // grown since; a batch Playwright may or may not see) replaces its first, so each count below is of loads, 1
  for (const m of metrics) expect(m.id).toMatch(/^v\d+-\d+-\d+$/);
  for (const again of beacons.slice(1)) for (const m of metricsOf(again)) expect(metrics.map((first) => first.id)).toContain(m.id);
  const firstInp = metrics.find((m) => m.metric === 'INP')!;
  const grown = metricsOf(beacons[1]!).find((m) => m.metric === 'INP');
  expect(grown?.id).toBe(firstInp.id);
  expect(grown?.value).toBeGreaterThanOrEqual(300);

  // the page may have been drawn before the beacons arrived, or before Prometheus's scrape read both (once a
  // second): asked again until the route's row is there with the load's latest INP
  const row = ops.getByRole('row', { name: /^gameList/ });
  await expect(async () => {
    await ops.reload();
    await expect(row.getByRole('cell').nth(2)).toContainText(/\d{3,} ms \(1, /, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(row.getByRole('cell').nth(1)).toContainText(/\d+ ms \(1, /);
  // the load counted once, at its latest INP (the first batch's value replaced)
  await expect(row.getByRole('cell').nth(2)).toContainText(/\d{3,} ms \(1, /);
  await expect(row.getByRole('cell').nth(3)).toContainText(/\d\.\d{3} \(1, /);

  // a page really left (not told it is hidden): its batch still arrives, sent as it goes
  await page.goto(`${site.url}/m/home`);
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  await expect
    .poll(() => page.evaluate((file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)), chunk), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.keyboard.press('Tab');
  await page.goto(`${site.url}/ops/health`);
  const home = page.getByRole('row', { name: /^home/ });
  await expect(async () => {
    await page.reload();
    await expect(home.getByRole('cell').nth(1)).toContainText(/\d+ ms \(1, /, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a brand without the setting measures nothing: no chunk, no beacon', async ({ page }) => {
  const chunk = vitalsChunk();
  const seen: string[] = [];
  const prefetched: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/ops/vitals' || pathname === chunk) seen.push(pathname);
    if (/LoginPage|GameListPage/.test(pathname)) prefetched.push(pathname);
  });
  // the shared site's brand file has no "vitals"
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  // past the moment a sampled load fetches its chunk (load, then two quiet seconds): the idle prefetch starts on
  // that same moment, an idle moment after it, so its first page's code comes after the chunk would have
  await expect.poll(() => prefetched.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.goto('/runtime/whitelabel.json');
  // a beacon goes as the page is left, before the next page asks for anything: once it has, the beacon was seen
  const asked = page.waitForRequest((r) => r.url().endsWith('?after-leaving'));
  await page.evaluate(() => fetch('/runtime/whitelabel.json?after-leaving'));
  await asked;
  expect(seen).toEqual([]);
});
