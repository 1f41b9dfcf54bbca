import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/test.ts';
import { lobbyScreens } from '../lib/first-screens.ts';
import { ROOT } from '../lib/site.ts';
import { readVitals, screenSettled, watchVitals } from '../lib/vitals.ts';

const GAME_LIST_CALL = lobbyScreens().gameList.call.path;

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
  await expect.poll(async () => (await (await page.request.get('/m/gameList?gameType=RNG')).text()).includes('"images":{"bn"')).toBe(true);
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
  // nothing moves: counted once the screen's last image is in and drawn
  await screenSettled(page);
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
