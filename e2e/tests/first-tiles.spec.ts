import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFirstTilesCache, GAME_LIST_CALL, gameListQuery } from '../../scripts/lib/first-tiles.ts';
import { expect, test } from '../fixtures/test.ts';
import { fakePlatform, ok } from '../lib/fake-platform.ts';
import { ROOT } from '../lib/site.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

const icon = (n: number, lang: string) => ({ mobileSmallIcon: `/img/game-${n}.${lang}.png` });
const platform = () => fakePlatform(createFirstTilesCache, GAME_LIST_CALL, (lang) => ok({ games: [1, 2, 3, 4].map((n) => icon(n, lang)) }));
const site = { merchantCode: 'BDWL', apiBase: '' };
const FIRST_ROW_BN = ['/img/game-1.bn.png', '/img/game-2.bn.png', '/img/game-3.bn.png'];

test('the cache: a first page gets the calls only; the next ones the first row per language; a failure forgets it', async () => {
  const { state, cache } = platform();
  const first = cache.forPage(site, 'gameType=RNG');
  expect(first?.images).toEqual({});
  expect(first?.calls.BN).toContain(`${GAME_LIST_CALL}?merchant=BDWL&platform=html5&gameName=&gameType=RNG`);
  await cache.settled();
  expect(cache.forPage(site, 'gameType=rng')?.images).toEqual({ bn: FIRST_ROW_BN, en: FIRST_ROW_BN.map((u) => u.replace('bn', 'en')) });
  // fresh: no call; stale and down: still given once, then forgotten
  const before = state.calls.length;
  cache.forPage(site, 'gameType=RNG');
  expect(state.calls).toHaveLength(before);
  state.clock = 5000;
  state.down = true;
  expect(cache.forPage(site, 'gameType=RNG')?.images.bn).toEqual(FIRST_ROW_BN);
  await cache.settled();
  expect(cache.forPage(site, 'gameType=RNG')?.images).toEqual({});
});

test('the cache: nothing for an unknown query, without a merchant, or where the platform names image CDNs', async () => {
  const { state, cache } = platform();
  expect(gameListQuery('')).toEqual({ gameType: 'RNG', vendor: '' });
  expect(gameListQuery('gameType=FISH&vendor=JILI')).toEqual({ gameType: 'FISH', vendor: 'JILI' });
  for (const q of ['gameType=SPORTS', 'gameType=RECENT', 'gameType=INHOUSE', 'gameType=RNG&tab=hot', 'vendor=%3Cx%3E']) {
    expect(cache.forPage(site, q)).toBeNull();
  }
  expect(cache.forPage({ apiBase: '' }, '')).toBeNull();
  state.cdns = ['img.example'];
  cache.forPage(site, '');
  await cache.settled();
  expect(cache.forPage(site, '')?.images).toEqual({});
});

/** The list calls a page makes, and the paths it asks for in order. */
function watchRequests(page: import('@playwright/test').Page) {
  const seen = { lists: [] as string[], order: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === GAME_LIST_CALL) seen.lists.push(url.search);
    seen.order.push(url.pathname);
  });
  return seen;
}

test('/m/gameList: the first tiles are asked for from the HTML, before the shell’s start chunks, the list call goes out once, nothing moves', async ({
  page,
  pageErrors,
}) => {
  // the server's cache is warm after its first page for this query
  await page.request.get('/m/gameList?gameType=RNG');
  await expect.poll(async () => (await (await page.request.get('/m/gameList?gameType=RNG')).text()).includes('"tiles":{"bn"')).toBe(true);
  const seen = watchRequests(page);
  await watchVitals(page);
  await page.goto('/m/gameList?gameType=RNG');
  const tiles = page.locator('[data-testid="game-tile"] img');
  await expect(tiles.first()).toBeVisible();
  const firstTiles = await tiles.evaluateAll((imgs) => imgs.slice(0, 3).map((i) => new URL((i as HTMLImageElement).src).pathname));
  // the head's script asks for them before it preloads the shell's start chunks (the app's code)
  const startup = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/startup-assets.json'), 'utf8')) as { js: string[] };
  const firstChunk = Math.min(...startup.js.map((file) => seen.order.indexOf(`/${file}`)).filter((i) => i >= 0));
  for (const src of firstTiles) {
    expect(seen.order.indexOf(src)).toBeGreaterThanOrEqual(0);
    expect(seen.order.indexOf(src)).toBeLessThan(firstChunk);
    // preloaded once, then taken from the cache
    expect(seen.order.filter((p) => p === src)).toHaveLength(1);
  }
  expect(seen.lists).toHaveLength(1);
  await page.waitForTimeout(500);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a member’s game list and an unknown query start no list call and preload no tile from the HTML', async ({ page, login }) => {
  const html = await (await page.request.get('/m/gameList?gameType=RNG&tab=hot')).text();
  expect(html).not.toContain(GAME_LIST_CALL);
  await login();
  const seen = watchRequests(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.locator('[data-testid="game-tile"] img').first()).toBeVisible();
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=image]')].length);
  expect(preloads).toBe(0);
  // the member's own call only
  expect(seen.lists).toHaveLength(1);
});
