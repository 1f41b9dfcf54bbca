import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from '../lib/axe.ts';
import { seededGames } from '../lib/lobby-helpers.ts';
import { test, expect, useLanguage } from '../fixtures/test.ts';

/** A finger held on the tile's art for `ms`, as the phone's touch screen sends it (touch events, not a mouse). */
async function hold(page: Page, target: Locator, ms: number) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a long press on a tile opens its details instead of launching; the tile names its vendor', async ({ page, pageErrors }) => {
  await page.goto('/m/gameList?gameType=RNG&vendor=PG');
  const tile = page.getByTestId('game-feed').getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-name').textContent())!;
  // the vendor's name from the platform's vendor list, not its code
  await expect(tile.getByTestId('game-vendor')).toHaveText('PG Soft');

  await hold(page, tile.getByRole('button', { name: `${name} খেলুন` }), 700);
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  await expect(details).toContainText('PG Soft');
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vendor=PG$/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // play from the details: a guest is sent to log in, as a tap on the tile does
  await details.getByRole('button', { name: 'খেলুন', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(pageErrors).toEqual([]);
});

test('a short touch still launches (a guest goes to log in)', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-feed').getByTestId('game-tile').first();
  await tile.getByRole('button').first().tap();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member adds a favourite from the details, and it is in the favourites list', async ({ page, ownMember, baseURL }) => {
  await ownMember();
  const [target] = await seededGames(baseURL!, 'gameType=RNG&vassalage=JILI&pageSize=1');
  await useLanguage(page, 'en');
  await page.goto('/m/gameList?gameType=RNG&vendor=JILI');
  const tile = page.locator(`[data-testid="game-tile"][data-node-id="${target!.nodeId}"]`);
  await hold(page, tile.getByRole('button', { name: `Play ${target!.gameName}` }), 700);
  const details = page.getByRole('dialog', { name: target!.gameName });
  await expect(details).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const saved = page.waitForResponse((r) => r.url().includes('MCSFE_favoriteGames') && r.request().method() === 'POST');
  await details.getByRole('button', { name: 'Favourite', pressed: false }).click();
  await expect(details.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
  expect((await (await saved).json()).success).toBe(true);
  await details.getByRole('button', { name: 'Close' }).click();
  // the tile's star is the same favourite
  await expect(tile.getByRole('button', { name: `Remove ${target!.gameName} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('button', { name: 'Favourites', exact: true }).first().click();
  await expect(page.locator(`[data-testid="game-tile"][data-node-id="${target!.nodeId}"]`)).toBeVisible();
});

test('the vendor carousel: 20 px apart, four at a time at speed 2000, arrows above 5 vendors', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  const strip = page.getByTestId('vendor-strip');
  const vendors = strip.getByRole('listitem');
  await expect(vendors).toHaveCount(8);
  expect(await vendors.first().evaluate((li) => getComputedStyle(li).marginRight)).toBe('20px');
  await expect(vendors.nth(0)).toBeInViewport();
  await expect(vendors.nth(4)).not.toBeInViewport();

  const previous = strip.getByRole('button', { name: 'আগের প্রোভাইডার' });
  await expect(previous).toBeDisabled();
  await strip.getByRole('button', { name: 'আরও প্রোভাইডার' }).click();
  // the move itself takes 2000 ms
  expect(await strip.locator('ul').evaluate((track) => track.style.transitionDuration)).toBe('2000ms');
  await expect(vendors.nth(4)).toBeInViewport({ ratio: 0.9 });
  await expect(vendors.nth(0)).not.toBeInViewport();
  await expect(previous).toBeEnabled();
});
