// Issue 23: a canary. A brand offers the cashier's candidate to half of its devices; the candidate has a fault (its
// deposit form throws on the render after the first key, a fixture built with the one recipe and released into the
// test's store). Every device ends on a working deposit form from the stable release, in place and without a
// reload, with what was typed still there; the devices in the share get there after a fallback, which the
// operations page shows against the candidate's version, beside its page loads, and for which Prometheus fires its
// alert. A candidate whose manifest answers 404 falls back the same way, and fires the release's load-failure alert
// (issue 37; decision 046). The canary and the reports add no request before the first paint.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { inShare } from '@wl/plain/release-share';
import { expect, test } from '../fixtures/test.ts';
import { type BrandFile, type BrandSite, REMOTES, releaseBuild, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { depositAsDevice } from '../lib/deposit-device.ts';
import { buildFixture } from '../lib/fixture-remote.ts';
import { skipHomePopups } from '../lib/lobby-helpers.ts';
import { ROOT, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

// The store of this test: this tree's build of every remote as release 1.0.0-e2e; the cashier's candidate, a
// fixture whose deposit page throws, as 1.2.0-rc.1; the lobby's build also as 9.0.0-rc.1 for the figures.
const STABLE = '1.0.0-e2e';
const CANDIDATE = '1.2.0-rc.1';
/** a candidate released, then gone from the store (a damaged store): its manifest answers 404 */
const MISSING = '1.3.0-rc.1';
/** a candidate never released: a brand file naming it is refused (decision 042) */
const NEVER = '1.4.0-rc.1';
const LOBBY_CANDIDATE = '9.0.0-rc.1';
const HOST = 'khela24.localhost';
const LOBBY_CANARY_HOST = 'canary.localhost';
const pins = Object.fromEntries(REMOTES.map((r) => [r, STABLE]));

// 127.0.0.1 too: where this test process reaches the site (site.api)
const brand = (canary: BrandFile['canary']) => testBrand('khela24', [HOST, '127.0.0.1'], pins, { serviceWorker: false, canary });

let site: BrandSite;
let store: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  store = testStore(Object.fromEntries(REMOTES.map((r) => [r, [STABLE]])));
  releaseBuild(store, 'mf-cashier', buildFixture('mf-cashier-faulty'), CANDIDATE);
  releaseBuild(store, 'mf-lobby', path.join(ROOT, 'mf-lobby/dist'), LOBBY_CANDIDATE);
  const lobbyCanary = testBrand('khela24', [LOBBY_CANARY_HOST], pins, {
    id: 'khela24-lobby-canary',
    serviceWorker: false,
    canary: { 'mf-lobby': { release: LOBBY_CANDIDATE, share: 100 } },
  });
  // twenty devices, one address (this machine): the per-address bounds of the reports are a crowd's (decision 042)
  const crowd = { OPS_TOKENS_PER_MINUTE: '10000', OPS_REPORTS_PER_ADDRESS: '10000' };
  // Prometheus: the operations page's figures are its sums, and the alerts its rules' (decision 046)
  site = await startBrands(sitePort(380), [brand({ 'mf-cashier': { release: CANDIDATE, share: 50 } }), lobbyCanary], store, crowd, {
    prometheus: true,
  });
});
test.afterAll(async () => site?.stop());

/** One fresh device through the deposit page on this site's brand (e2e/lib/deposit-device.ts). */
const depositOn = (browser: Browser, device: string, origin: string) =>
  depositAsDevice(browser, { site, host: HOST, merchant: 'BDWL', device, origin, stable: STABLE, candidate: CANDIDATE });

interface Health {
  id: string;
  /** null while Prometheus cannot be read */
  reports: { remote: string; release: string; pageLoads: number; 'load-failure': number; fallback: number; error: number }[] | null;
}
const healthOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`${site.api}/ops/health.json`)).json()) as { brands: Health[] }).brands.find((b) => b.id === id)!;
/** The alerts Prometheus fires now, by their labels. */
const firing = async (page: Page) =>
  (
    (await (await page.request.get(`${site.prometheusUrl}/api/v1/alerts`)).json()) as {
      data: { alerts: { labels: Record<string, string>; state: string }[] };
    }
  ).data.alerts
    .filter((alert) => alert.state === 'firing')
    .map((alert) => alert.labels);

test('a canary at 50% whose candidate throws: 10 fresh devices all end on a working deposit form, about half after a fallback that keeps what was typed', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  // ten are enough to hold both kinds of device (the hash's spread over many is the shell's and server's unit tests'):
  // each device is a fresh first load, the test's cost
  const devices = Array.from({ length: 10 }, (_, i) => `e2e-canary-device-${String(i).padStart(2, '0')}`);
  const expected = devices.filter((d) => inShare(d, 'mf-cashier', CANDIDATE, 50));
  // about half, by the same hash the shell and the server use
  expect(expected.length).toBeGreaterThanOrEqual(3);
  expect(expected.length).toBeLessThanOrEqual(7);
  const results = [];
  for (const device of devices) results.push({ device, ...(await depositOn(browser, device, site.url(HOST))) });
  expect(results.filter((r) => r.onCandidate).map((r) => r.device)).toEqual(expected);
  expect(results.filter((r) => r.fellBack).map((r) => r.device)).toEqual(expected);

  // the operations page, once Prometheus has scraped them: the fallbacks (and the render errors) against the
  // candidate's version, none against the stable, each beside the page loads that ran the release
  // Each figure is the sum of both servers' counters as last scraped: a page load counted by the server that served
  // the page, a fallback by the one its report reached. All are waited for together (CI run 31 read the page loads
  // once the fallbacks were in, and one server's last page load was not scraped yet: 3 of 4).
  await expect
    .poll(
      async () => {
        const candidate = (await healthOf(page, 'khela24')).reports?.find((r) => r.remote === 'mf-cashier' && r.release === CANDIDATE);
        return candidate && { ...candidate, everyLoadCounted: candidate.pageLoads >= expected.length };
      },
      { timeout: 20_000 },
    )
    .toMatchObject({ fallback: expected.length, error: expected.length, 'load-failure': 0, everyLoadCounted: true });
  const reports = (await healthOf(page, 'khela24')).reports!;
  const stable = reports.find((r) => r.remote === 'mf-cashier' && r.release === STABLE)!;
  expect(stable).toMatchObject({ fallback: 0, error: 0, 'load-failure': 0 });
  expect(stable.pageLoads).toBeGreaterThan(0);
  // and Prometheus's rule: the candidate falls back more than its stable release fails
  await expect
    .poll(() => firing(page), { timeout: 20_000 })
    .toContainEqual(expect.objectContaining({ alertname: 'CanaryFallsBackMoreThanStable', remote: 'mf-cashier', release: CANDIDATE }));
  await page.goto(`${site.api}/ops/health`);
  const row = page.getByRole('row').filter({ hasText: CANDIDATE }).filter({ hasText: 'mf-cashier' });
  await expect(row.first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`mf-cashier ${STABLE} ${CANDIDATE.replaceAll('.', '\\.')} 50%`) })).toBeVisible();
});

interface BrandView extends Health {
  remotes: { remote: string; candidate: string | null }[];
  fileRefused: string[] | null;
}
const brandView = async (page: Page) =>
  ((await (await page.request.get(`${site.api}/ops/health.json`)).json()) as { brands: BrandView[] }).brands.find(
    (b) => b.id === 'khela24',
  )!;
const candidateOf = async (page: Page) => (await brandView(page)).remotes.find((r) => r.remote === 'mf-cashier')?.candidate;
/** The candidate one application server serves now (its own health page, not nginx's pick of a server). */
const candidateAt = async (page: Page, appUrl: string) =>
  ((await (await page.request.get(`${appUrl}/ops/health.json`)).json()) as { brands: BrandView[] }).brands
    .find((b) => b.id === 'khela24')!
    .remotes.find((r) => r.remote === 'mf-cashier')?.candidate;

test("a device's canary choice is the same from either application server: the page's hints name one release", async ({ request }) => {
  expect(site.appUrls).toHaveLength(2);
  const devices = Array.from({ length: 10 }, (_, i) => `e2e-canary-servers-${i}`);
  const chosen: string[][] = [];
  for (const device of devices) {
    const byServer: string[] = [];
    // each server asked directly (not nginx's pick), for the deposit page whose code the hints preload
    for (const app of site.appUrls) {
      const html = await (await request.get(`${app}/m/voucherCenter`, { headers: { Cookie: `wl_device=${device}` } })).text();
      const releases = new Set([...html.matchAll(/\/releases\/mf-cashier\/([^/"]+)\//g)].map((m) => m[1]!));
      byServer.push([...releases].join(' '));
    }
    chosen.push(byServer);
  }
  // one release per device, the same from both servers, and the one the shell's hash gives it
  expect(chosen).toEqual(devices.map((d) => (inShare(d, 'mf-cashier', CANDIDATE, 50) ? [CANDIDATE, CANDIDATE] : [STABLE, STABLE])));
});

test('a candidate whose manifest answers 404 falls back just the same, and is reported as a load failure', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // a brand file naming a release the store never held is refused: the brand stays on its last good file
  const before = await candidateOf(page);
  site.writeBrand(brand({ 'mf-cashier': { release: NEVER, share: 100 } }));
  await expect.poll(async () => (await brandView(page)).fileRefused).toEqual([`names mf-cashier ${NEVER}, which the release store lacks`]);
  expect(await candidateOf(page)).toBe(before);
  // a release the store held when the brand named it, whose manifest is gone since (a damaged store)
  releaseBuild(store, 'mf-cashier', path.join(ROOT, 'mf-cashier/dist'), MISSING);
  site.writeBrand(brand({ 'mf-cashier': { release: MISSING, share: 100 } }));
  // every server has taken the file while the store held the release: one that read it only after the removal
  // below would refuse it and serve its last good file (each server judges a file against the store on reading)
  for (const appUrl of site.appUrls) await expect.poll(() => candidateAt(page, appUrl)).toBe(MISSING);
  rmSync(path.join(store, 'mf-cashier', MISSING), { recursive: true });
  for (const device of ['e2e-missing-device-01', 'e2e-missing-device-02', 'e2e-missing-device-03']) {
    const result = await depositOn(browser, device, site.url(HOST));
    expect(result).toEqual({ onCandidate: false, fellBack: true });
  }
  await expect
    .poll(async () => (await healthOf(page, 'khela24')).reports?.find((r) => r.release === MISSING), { timeout: 20_000 })
    .toMatchObject({ remote: 'mf-cashier', 'load-failure': 3, fallback: 3 });
  // a release that failed to load on every device that ran it: its alert fires in Prometheus (issue 37's acceptance)
  await expect
    .poll(() => firing(page), { timeout: 20_000 })
    .toContainEqual({ alertname: 'RemoteReleaseLoadFailures', severity: 'page', brand: 'khela24', remote: 'mf-cashier', release: MISSING });
  // and the operations page says the brand names a release its store does not hold
  await page.goto(`${site.api}/ops/health`);
  await expect(page.getByRole('row', { name: new RegExp(`^mf-cashier ${STABLE} ${MISSING}.*not in the store.* 100%$`) })).toBeVisible();
});

test('the canary and the reports add no request before the first paint: the same files as without, from the candidate', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  site.writeBrand(brand({}));
  /** A guest's first load of /m/home: every file and call it makes, and how many of them started before the first paint. */
  const firstLoad = async (host: string) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await skipHomePopups(page);
    const origin = site.url(host);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url().replace(origin, '')));
    await page.goto(`${origin}/m/home`);
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
        }),
    );
    await page.waitForLoadState('networkidle');
    // the resource timings say which requests started before the paint
    const beforePaint = await page.evaluate(
      (at) => performance.getEntriesByType('resource').filter((e) => e.startTime <= at).length + 1,
      paint,
    );
    await context.close();
    // the code, styles, manifests and calls (images are left out: the lobby's art is the same on both)
    const files = requests.filter((u) => /^\/(releases|runtime|wps|lgw|ops)\/|\.(js|css)$/.test(u.split('?')[0]!)).sort();
    return { files, beforePaint };
  };
  const plain = await firstLoad(HOST);
  const canary = await firstLoad(LOBBY_CANARY_HOST);
  console.log(
    `guest /m/home: ${plain.beforePaint} requests before the first paint without a canary, ${canary.beforePaint} with the lobby's candidate at 100%; ${plain.files.length} and ${canary.files.length} files and calls in all`,
  );
  // no report goes when nothing failed
  expect(canary.files.filter((u) => u.startsWith('/ops/'))).toEqual([]);
  // the lobby comes from the candidate alone: the page's hints follow the device, so nothing of the stable is fetched
  expect(canary.files.some((u) => u.startsWith(`/releases/mf-lobby/${LOBBY_CANDIDATE}/`))).toBe(true);
  expect(canary.files.filter((u) => u.startsWith(`/releases/mf-lobby/${STABLE}/`))).toEqual([]);
  // the same files and calls otherwise, one for one
  expect(canary.files.map((u) => u.replace(`/mf-lobby/${LOBBY_CANDIDATE}/`, `/mf-lobby/${STABLE}/`))).toEqual(plain.files);
});
