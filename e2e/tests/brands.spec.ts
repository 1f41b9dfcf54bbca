// Issue 23: one composed site serves many brands, each chosen by the host name the browser asked for and each
// pinned to releases of its own (and a third whose merchant the platform does not know, issue 39). Two brands side by side in one run (khela24.localhost and bdplay.localhost, brand
// files written by the test), a pin to the older cashier release that takes effect on the next load with the
// service worker installed while the other brand stays where it is, and the store: a release once written is
// never written again, and is served immutable.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, REMOTES, signInDevMember, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { waitForWorker } from '../lib/pwa-helpers.ts';
import { ROOT, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

// The store of this test: this tree's build of every remote as release 1.0.0-e2e, and the cashier's also as
// 1.1.0-e2e, a second release of it that Khela24 runs while BanglaPlay stays on the first.
const OLDER = '1.0.0-e2e';
const NEWER = '1.1.0-e2e';
const KHELA = 'khela24.localhost';
const BDPLAY = 'bdplay.localhost';
const pins = (cashier: string) => ({ ...Object.fromEntries(REMOTES.map((r) => [r, OLDER])), 'mf-cashier': cashier });

// 127.0.0.1 too: where this test process reaches the site (site.api)
const khela24 = (cashier: string) => testBrand('khela24', [KHELA, '127.0.0.1'], pins(cashier));
const bdplay = (cashier: string) => testBrand('bdplay', [BDPLAY], pins(cashier));
/** a brand published before the platform was told of its merchant (issue 39) */
const unknownMerchant = () =>
  testBrand('bdplay', ['club.localhost'], pins(OLDER), { id: 'club', merchantCode: 'CLUB', trialMerchantCode: 'CLUB_TRIAL' });

/** The release of the cashier that painted the page, as the shell names it on the page's slot. */
const cashierRelease = (page: Page) => page.locator('[data-remote-page="mf-cashier"]').getAttribute('data-release');
const depositForm = (page: Page) => page.locator('[data-remote-page="mf-cashier"]').getByRole('textbox', { name: /^পরিমাণ/ });

let site: BrandSite;
let store: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  store = testStore({ ...Object.fromEntries(REMOTES.map((r) => [r, [OLDER]])), 'mf-cashier': [OLDER, NEWER] });
  site = await startBrands(sitePort(340), [khela24(NEWER), bdplay(OLDER), unknownMerchant()], store);
});
test.afterAll(async () => site?.stop());

test('two brands on two host names, side by side: each its own name, logo, theme, merchant, flags and cashier release', async ({
  context,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const seen: Record<string, { merchants: Set<string>; cashierFiles: Set<string> }> = {};
  const open = async (host: string, merchant: string) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const watch = { merchants: new Set<string>(), cashierFiles: new Set<string>() };
    seen[host] = watch;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/wps/')) watch.merchants.add(request.headers().merchant ?? '');
      const release = /^\/releases\/mf-cashier\/([^/]+)\//.exec(url.pathname)?.[1];
      if (release) watch.cashierFiles.add(release);
    });
    await signInDevMember(page, site, host, merchant);
    await page.goto(`${site.url(host)}/m/voucherCenter`);
    await expect(depositForm(page)).toBeVisible();
    return page;
  };
  const khela = await open(KHELA, 'BDWL');
  const play = await open(BDPLAY, 'BDPL');

  await expect(khela).toHaveTitle(/Khela24/);
  await expect(play).toHaveTitle(/BanglaPlay/);
  const primary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim());
  expect(await primary(khela)).toBe(khela24(NEWER).theme.primary);
  expect(await primary(play)).toBe(bdplay(OLDER).theme.primary);
  expect(await cashierRelease(khela)).toBe(NEWER);
  expect(await cashierRelease(play)).toBe(OLDER);
  // every platform call says its brand's merchant, and each page fetched only its own cashier release
  expect([...seen[KHELA]!.merchants]).toEqual(['BDWL']);
  expect([...seen[BDPLAY]!.merchants]).toEqual(['BDPL']);
  expect([...seen[KHELA]!.cashierFiles]).toEqual([NEWER]);
  expect([...seen[BDPLAY]!.cashierFiles]).toEqual([OLDER]);

  // the logo and the installed app's name are the brand's
  // fetched by each page from its own origin
  const logo = (page: Page) =>
    page.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch('/brand/logo.svg')).arrayBuffer());
      return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))).join(',');
    });
  expect(await logo(khela)).not.toBe(await logo(play));
  const appName = (page: Page) => page.evaluate(async () => (await (await fetch('/manifest.webmanifest')).json()).name as string);
  expect(await appName(khela)).toBe('Khela24');
  expect(await appName(play)).toBe('BanglaPlay');
  await khela.goto(`${site.url(KHELA)}/m/home`);
  await expect(khela.getByRole('link', { name: /^Khela24/ })).toBeVisible();
  await play.goto(`${site.url(BDPLAY)}/m/home`);
  await expect(play.getByRole('link', { name: /^BanglaPlay/ })).toBeVisible();

  // the brand's flags: BanglaPlay's merchant has no feedback in the member centre
  for (const page of [khela, play]) await page.goto(`${new URL(page.url()).origin}/m/mine`);
  await expect(khela.getByRole('link', { name: 'মতামত' })).toBeVisible();
  await expect(play.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(play.getByRole('link', { name: 'মতামত' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a host no brand names gets a clear page, in both languages', async ({ page, allowPageErrors }) => {
  // the page is a 404 on purpose: Chromium prints the status
  allowPageErrors(/^console: Failed to load resource: the server responded with a status of 404 .*nobody\.localhost/);
  const reply = await page.goto(`${site.url('nobody.localhost')}/m/home`);
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /No site at this address/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /এই ঠিকানায় কোনো সাইট নেই/ })).toBeVisible();
});

test('a brand whose merchant the platform does not know says the site is not set up yet, not to check the connection', async ({
  page,
  allowPageErrors,
}) => {
  // the platform's 400 merchant_unknown, and the shell's own word on the failed start
  allowPageErrors(/status of 400|\[shell\] start failed/);
  await page.goto(`${site.url('club.localhost')}/m/home`);
  await expect(page.getByRole('heading', { name: 'এই সাইটটি এখনো চালু হয়নি। পরে আবার চেষ্টা করুন।' })).toBeVisible();
  await expect(page.getByText(/সংযোগ/)).toHaveCount(0);
});

test('pinning a brand to the older cashier takes effect on the next load with the service worker installed; the other brand stays', async ({
  context,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const khela = await context.newPage();
  await signInDevMember(khela, site, KHELA, 'BDWL');
  await khela.goto(`${site.url(KHELA)}/m/voucherCenter`);
  await waitForWorker(khela);
  // a load served by the worker, which now keeps the release's files
  await khela.reload();
  await expect(depositForm(khela)).toBeVisible();
  expect(await cashierRelease(khela)).toBe(NEWER);
  const play = await context.newPage();
  await signInDevMember(play, site, BDPLAY, 'BDPL');
  await play.goto(`${site.url(BDPLAY)}/m/voucherCenter`);
  await expect(depositForm(play)).toBeVisible();
  expect(await cashierRelease(play)).toBe(OLDER);

  // the operator's one-line rollback
  const older: string[] = [];
  khela.on('request', (r) => r.url().includes(`/releases/mf-cashier/${OLDER}/`) && older.push(r.url()));
  site.writeBrand(khela24(OLDER));
  await khela.reload();
  await expect(depositForm(khela)).toBeVisible();
  expect(await cashierRelease(khela)).toBe(OLDER);
  expect(older.length).toBeGreaterThan(0);
  expect(await khela.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // the other brand, untouched
  await play.reload();
  await expect(depositForm(play)).toBeVisible();
  expect(await cashierRelease(play)).toBe(OLDER);

  // and forward again, as quickly
  site.writeBrand(khela24(NEWER));
  await khela.reload();
  await expect(depositForm(khela)).toBeVisible();
  expect(await cashierRelease(khela)).toBe(NEWER);
  expect(pageErrors).toEqual([]);
});

test('a release once written is never written again, and its files are served immutable', async ({ request }) => {
  const dir = path.join(store, 'mf-cashier', NEWER);
  const snapshot = () =>
    readdirSync(dir)
      .sort()
      .map(
        (name) =>
          `${name} ${createHash('sha256')
            .update(readFileSync(path.join(dir, name)))
            .digest('hex')} ${statSync(path.join(dir, name)).mtimeMs}`,
      );
  const before = snapshot();
  const release = (...args: string[]) => {
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.ts'), ...args, '--store', store], { cwd: ROOT, stdio: 'pipe' });
      return { code: 0, text: '' };
    } catch (error) {
      const e = error as { status: number; stderr: Buffer };
      return { code: e.status, text: e.stderr.toString() };
    }
  };
  // the same version again, from the same build or from another one: refused
  for (const dist of ['mf-cashier/dist', 'mf-lobby/dist']) {
    const again = release('mf-cashier', '--dist', path.join(ROOT, dist), '--version', NEWER);
    expect(again.code).toBe(1);
    expect(again.text).toContain(`mf-cashier ${NEWER} is released already: a release is never written twice`);
  }
  expect(snapshot()).toEqual(before);

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const reply = await request.get(`${site.api}/releases/mf-cashier/${NEWER}/${file}`);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const record = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  expect(record).toMatchObject({ remote: 'mf-cashier', version: NEWER, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  expect(Object.keys(record.shared)).toEqual(expect.arrayContaining(['@wl/kit', 'react', 'react-dom']));
  expect(record.routes.routes.map((r: { key: string }) => r.key)).toContain('deposit');
});
