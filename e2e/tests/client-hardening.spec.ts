// Issue 13 findings 7 and 15 (the browser's parts): a hung chunk gives up within seconds, the game frame
// cannot navigate the tab, the session token never travels in an address, production source maps are
// not public.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { installPageClock } from '../lib/page-clock.ts';
import { ROOT, sitePort } from '../lib/site.ts';

test('a chunk that hangs gives up within seconds, shows the fallback, and retry recovers', async ({ page, login, allowPageErrors }) => {
  // the test stalls the cashier's chunks: the reset connections and the federation runtime's report of them
  allowPageErrors(
    /^console: (Failed to load resource: net::ERR_CONNECTION_RESET|\[federation\] mf_cashier\/DepositPage failed at onLoad: ChunkLoadError)/,
  );
  // a member, whom the cashier's pages are open to (decision 026)
  await login();
  // mf-cashier's page chunks never answer (a stalled connection), its manifest and entry do
  let hanging = true;
  const stalled: Route[] = [];
  let firstStall = 0;
  await page.route(new RegExp(`:${sitePort(3)}/.*\\.js$`), (route) => {
    if (route.request().url().includes('remoteEntry') || !hanging) return route.continue();
    if (!stalled.length) firstStall = Date.now();
    stalled.push(route); // not answered while the connection hangs
  });
  const clock = await installPageClock(page, (request) => stalled.some((route) => route.request() === request));
  await page.goto('/m/voucherCenter');
  await expect.poll(() => stalled.length).toBeGreaterThan(0);
  // an 8 s deadline per chunk (the test sees the stall a moment after the page asked): the browser's own wait is
  // minutes (121 s measured)
  const seconds = await clock.secondsUntil(page.getByTestId('remote-fallback'), 30, { since: firstStall });
  expect(seconds).toBeGreaterThanOrEqual(7.9);
  expect(seconds).toBeLessThan(10);
  // the network comes back; the stalled requests finally drop (the browser would otherwise reuse them)
  hanging = false;
  await Promise.all(stalled.map((route) => route.abort('connectionreset').catch(() => undefined)));
  await page.getByTestId('remote-fallback').getByRole('button').click();
  await expect(page.locator('[data-remote-page="mf-cashier"]')).toBeVisible({ timeout: 15_000 });
});

test("a game's frame runs its game but cannot send the tab elsewhere", async ({ page, login, allowPageErrors }) => {
  // what the test proves: the sandbox refuses the game's navigation of the tab, and Chromium says so
  allowPageErrors(/^console: Unsafe attempt to initiate navigation for frame/);
  await login();
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-name').textContent())!;
  await tile.getByRole('button', { name: `${name} খেলুন` }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const game = page.frameLocator('iframe').locator('[data-testid="dev-game"]');
  await expect(game.locator('h1')).toHaveText(name);
  // the vendor's script runs: its button is live
  await game.getByRole('button').click();

  const frame = page.frames().find((f) => f.url().includes('/dev/play/'))!;
  const launchUrl = page.url();
  const refused = page.waitForEvent('console', (message) => message.text().startsWith('Unsafe attempt to initiate navigation for frame'));
  // what the hostile vendor page did: navigate the top window after a tap
  const attempt = await frame.evaluate(() => {
    try {
      window.top!.location.href = '/m/login?from=vendor';
      return 'navigated';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(attempt).not.toBe('navigated');
  // the browser's word that it refused: no navigation of the tab is on its way
  await refused;
  expect(page.url()).toBe(launchUrl);
  await expect(page.getByTestId('game-overlay')).toBeVisible();
});

test('the session token travels in no address, only in the Authorization header', async ({ page, login }) => {
  const { token } = await login();
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await page.goto('/m/home');
  // the home's announcements and the favourites list are the calls whose spec names a token parameter
  await expect.poll(() => addresses.some((a) => a.includes('MCSFE_getListAnnouncements'))).toBe(true);
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByRole('button', { name: 'প্রিয়', exact: true }).first().click();
  await expect.poll(() => addresses.some((a) => a.includes('MCSFE_favoriteGames'))).toBe(true);
  expect(addresses.filter((a) => a.includes(token))).toEqual([]);
  expect(addresses.filter((a) => /[?&]token=/.test(a))).toEqual([]);
});

test('production source maps are not public: no map is served and no script names one', async ({ request }) => {
  const shellDist = readdirSync(path.join(ROOT, 'shell/dist'));
  const main = shellDist.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!;
  const script = await request.get(`/${main}`);
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`/${main}.map`)).status()).toBe(404);
  const entry = await request.get(`http://localhost:${sitePort(2)}/remoteEntry.js`);
  expect(await entry.text()).not.toContain('sourceMappingURL');
  expect(shellDist.filter((f) => f.endsWith('.map'))).toEqual([]);
});
