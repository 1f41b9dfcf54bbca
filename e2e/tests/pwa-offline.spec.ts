import { expect, test } from '../fixtures/test.ts';
import { startPwaSite, waitForWorker } from '../lib/pwa-helpers.ts';
import { type Site, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

let site: Site;
test.beforeAll(async () => {
  site = await startPwaSite(sitePort(270), { EXTRA_REMOTES: `mf-lobby@${sitePort(282)}` });
});
test.afterAll(async () => site?.stop());

test('the site is an installable app: a manifest from the runtime file, with icons that exist', async ({ page, request }) => {
  await page.goto(`${site.url}/m/home`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(`${site.url}${href}`)).json();
  expect(manifest).toMatchObject({ name: 'Khela24', start_url: '/m/home', display: 'standalone' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(`${site.url}${icon.src}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // Chromium's own verdict: nothing of the site stops the install (a Playwright context is off the record,
  // where Chromium installs nothing: that one reason is the harness's)
  await waitForWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline, a repeat visit shows the offline message, and the site starts again when back online', async ({
  page,
  context,
  allowPageErrors,
}) => {
  // the test takes the network away: the refused calls, and the start's report that it could not reach the platform
  allowPageErrors(/^console: (Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)|\[shell\] start failed )/);
  await page.goto(`${site.url}/m/home`);
  await waitForWorker(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('ইন্টারনেট সংযোগ নেই');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await expect(page.getByText('ইন্টারনেট সংযোগ পরীক্ষা করুন')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test("with the worker installed, an unknown address is still the server's 404 with the not-found page", async ({ page }) => {
  await page.goto(`${site.url}/m/home`);
  await waitForWorker(page);
  const reply = await page.goto(`${site.url}/m/no-such-page`);
  expect(reply?.status()).toBe(404);
  // the answer came through the worker, not around it
  expect(reply?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('with the worker installed, a remote URL swapped in the runtime file takes effect on the next reload', async ({ page }) => {
  const oldPort = String(sitePort(272));
  const newPort = String(sitePort(282));
  const manifests: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('/mf-manifest.json') && [oldPort, newPort].includes(u.port)) manifests.push(u.port);
  });
  await page.goto(`${site.url}/m/home`);
  await waitForWorker(page);
  // a second load goes through the worker: the old manifest and chunks are in its caches now
  await page.reload();
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(['wl-runtime-v1', 'wl-chunks-v1']));
  expect(manifests.every((p) => p === oldPort)).toBe(true);

  const w = site.readWhitelabel();
  w.remotes['mf-lobby'] = `http://{hostname}:${newPort}/mf-manifest.json`;
  site.writeWhitelabel(w);
  try {
    manifests.length = 0;
    await page.reload();
    await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
    expect([...new Set(manifests)]).toEqual([newPort]);
  } finally {
    w.remotes['mf-lobby'] = `http://{hostname}:${oldPort}/mf-manifest.json`;
    site.writeWhitelabel(w);
  }
});
