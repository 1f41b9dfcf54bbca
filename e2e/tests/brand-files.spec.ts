// Issue 35 finding 4 (decision 042): a brand file is checked whole against the one schema, live and at start. A
// broken edit (a wrong type, a file that does not parse) is refused: that brand goes on with its last good version,
// the other brand is untouched, the operations page says what was refused, and a restart of the application
// server on the broken file still serves the brand from the last good copy the server kept.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, REMOTES, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

const RELEASE = '1.0.0-e2e';
const KHELA = 'khela24.localhost';
const BDPLAY = 'bdplay.localhost';
const pins = Object.fromEntries(REMOTES.map((r) => [r, RELEASE]));
// 127.0.0.1 too: where this test process reaches the site (site.api)
const khela24 = (siteName = 'Khela24') => testBrand('khela24', [KHELA, '127.0.0.1'], pins, { siteName, serviceWorker: false });
const bdplay = () => testBrand('bdplay', [BDPLAY], pins, { serviceWorker: false });

let site: BrandSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startBrands(sitePort(460), [khela24(), bdplay()], testStore(Object.fromEntries(REMOTES.map((r) => [r, [RELEASE]]))));
});
test.afterAll(async () => site?.stop());

/** The brand's home as a player opens it: its name in the header, the lobby drawn. */
async function home(page: Page, host: string, name: string) {
  await page.goto(`${site.url(host)}/m/home`);
  await expect(page).toHaveTitle(new RegExp(name));
  await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
}

interface BrandView {
  id: string;
  siteName: string;
  fileRefused: string[] | null;
}
// the brand files are each server's own; no Prometheus runs here (decision 046): the figures are not this test's
const ops = async (page: Page) =>
  ((await (await page.request.get(`${site.api}/ops/health.json`)).json()) as { brands: BrandView[] }).brands;
const khelaView = async (page: Page) => (await ops(page)).find((b) => b.id === 'khela24');

test('a live edit with a wrong type is refused: the brand keeps its last good file, the other brand is untouched', async ({ page }) => {
  test.setTimeout(90_000);
  // a good edit is taken on the next load
  site.writeBrand(khela24('Khela24 Live'));
  await home(page, KHELA, 'Khela24 Live');
  // by every application server before the broken edit: each keeps its own last good file, and one that had not read
  // the good edit yet kept the one before it (ci98: the page then showed "Khela24")
  for (const app of site.appUrls)
    await expect
      .poll(async () => ((await (await page.request.get(`${app}/runtime/whitelabel.json`)).json()) as { siteName: string }).siteName)
      .toBe('Khela24 Live');
  // a remote's release written as a number, and a share as text: the whole file is refused
  const broken = {
    ...khela24('Khela24 Broken'),
    remotes: { ...pins, 'mf-cashier': 110 },
    canary: { 'mf-lobby': { release: RELEASE, share: '50' } },
  };
  site.writeBrandText('khela24', JSON.stringify(broken));
  await expect
    .poll(async () => (await khelaView(page))?.fileRefused)
    .toEqual([
      '"remotes.mf-cashier" Invalid type: Expected string but received 110',
      '"canary.mf-lobby.share" Invalid type: Expected number but received "50"',
    ]);
  await home(page, KHELA, 'Khela24 Live');
  const file = await (await page.request.get(`${site.api}/runtime/whitelabel.json`)).json();
  expect(file.siteName).toBe('Khela24 Live');
  expect(file.releases['mf-cashier']).toBe(RELEASE);
  await home(page, BDPLAY, 'BanglaPlay');
  // the operations page says so
  await page.goto(`${site.api}/ops/health`);
  await expect(page.getByRole('heading', { name: 'Brand files refused' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'khela24.json' })).toContainText('its brand serves its last good version');
});

test('at start: a file that does not parse serves the last good copy, the other brand starts as it was', async ({ page }) => {
  test.setTimeout(90_000);
  site.writeBrand(khela24('Khela24 Kept'));
  await home(page, KHELA, 'Khela24 Kept');
  // the application server stops (a deploy, a crash), the file is broken, and it starts again on it; the page
  // is left first, so that none of its images asks the server while it is down
  await page.goto('about:blank');
  await site.stopApp();
  site.writeBrandText('khela24', '{ "id": "khela24", "siteName": ');
  await site.startApp();
  await home(page, KHELA, 'Khela24 Kept');
  await home(page, BDPLAY, 'BanglaPlay');
  expect((await khelaView(page))?.fileRefused).toEqual([expect.stringMatching(/^does not parse/)]);
  // the operator's fix is taken
  site.writeBrand(khela24());
  await home(page, KHELA, 'Khela24');
  expect((await khelaView(page))?.fileRefused).toBeNull();
});
