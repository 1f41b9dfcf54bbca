import type { Page, Response } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';

/** Every generated image the page fetched: path, status and content type. */
function recordArt(page: Page) {
  const seen: { path: string; status: number; type: string }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/img/'))
      seen.push({ path: url.pathname, status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  return seen;
}

/** The images inside `scope` that finished loading with pixels (an SVG that failed to parse has none). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).map((i) => new URL(i.src).pathname),
    );

test('home shows the generated art of each kind: banner in the reader language, game tiles, team crests', async ({ page, pageErrors }) => {
  const art = recordArt(page);
  await page.goto('/m/home');
  const home = page.locator('[data-remote-page="mf-lobby"]');
  await expect(home.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-tile').locator('img').first()).toBeVisible();
  await page.getByTestId('hot-matches').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, '[data-testid="hot-matches"] img')).toContainEqual(expect.stringMatching(/\/icon\/team-.+\.svg$/));
  await expect
    .poll(() => drawn(page, '[data-testid="banner-carousel"] img'))
    .toContainEqual(expect.stringMatching(/\/banner\/.+\.bn\.svg$/));
  await expect.poll(() => drawn(page, '[data-testid="popular-games"] img')).toContainEqual(expect.stringMatching(/\/game\/.+\.svg$/));

  for (const kind of ['banner', 'game', 'icon']) {
    const fetched = art.filter((a) => a.path.startsWith(`/assets/img/${kind}/`));
    expect(fetched.length, kind).toBeGreaterThan(0);
    for (const image of fetched) expect(image).toEqual({ path: image.path, status: 200, type: 'image/svg+xml' });
  }
  expect(pageErrors).toEqual([]);
});

test('an English reader gets the English banner art', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wl.language', 'en'));
  await page.goto('/m/home');
  await expect
    .poll(() => drawn(page, '[data-testid="banner-carousel"] img'))
    .toContainEqual(expect.stringMatching(/\/banner\/.+\.en\.svg$/));
  const first = await page.getByTestId('banner-carousel').locator('img').first().getAttribute('src');
  const svg = await (await page.request.get(first!)).text();
  expect(svg).toMatch(/Deposit now|Bet now|Play now|Download/);
});

test('a game list shows game tiles and vendor word marks, all SVG', async ({ page }) => {
  const art = recordArt(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect.poll(async () => (await drawn(page, '[data-testid="game-tile"] img')).length).toBeGreaterThan(3);
  await expect.poll(async () => (await drawn(page, '[data-testid="vendor-strip"] img')).length).toBeGreaterThan(3);
  const tiles = art.filter((a) => a.path.startsWith('/assets/img/game/'));
  const logos = art.filter((a) => a.path.startsWith('/assets/img/icon/vendor-'));
  expect(tiles.length).toBeGreaterThan(3);
  expect(logos.length).toBeGreaterThan(3);
  for (const image of [...tiles, ...logos]) expect(image).toEqual({ path: image.path, status: 200, type: 'image/svg+xml' });
});

test('promotions show generated covers', async ({ page }) => {
  const art = recordArt(page);
  await page.goto('/m/activity');
  await expect.poll(async () => (await drawn(page, '[data-remote-page="mf-lobby"] img')).length).toBeGreaterThan(0);
  const covers = art.filter((a) => a.path.startsWith('/assets/img/promo/'));
  expect(covers.length).toBeGreaterThan(0);
  for (const image of covers) expect(image).toEqual({ path: image.path, status: 200, type: 'image/svg+xml' });
});
