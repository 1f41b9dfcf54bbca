import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from '../lib/axe.ts';
import { seededGames } from '../lib/lobby-helpers.ts';
import { test, expect, useLanguage } from '../fixtures/test.ts';

/**
 * A finger held on the tile's art, as the phone's touch screen sends it (touch events, not a mouse), until
 * `opened` shows (a person holds until something happens; a fixed time would race a busy page), then lifted.
 */
async function longPress(page: Page, target: Locator, opened: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(opened).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a long press on a tile opens its details instead of launching; the tile names its vendor', async ({ page, pageErrors }) => {
  // a journey with an axe pass: on a machine shared by parallel runs it needs more than the default 30 s
  test.setTimeout(60_000);
  await page.goto('/m/gameList?gameType=RNG&vendor=PG');
  const tile = page.getByTestId('game-feed').getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-name').textContent())!;
  // the vendor's name from the platform's vendor list, not its code
  await expect(tile.getByTestId('game-vendor')).toHaveText('PG Soft');

  const details = page.getByRole('dialog', { name });
  await longPress(page, tile.getByRole('button', { name: `${name} খেলুন` }), details);
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
  test.setTimeout(60_000);
  await ownMember();
  const [target] = await seededGames(baseURL!, 'gameType=RNG&vassalage=JILI&pageSize=1');
  await useLanguage(page, 'en');
  await page.goto('/m/gameList?gameType=RNG&vendor=JILI');
  const tile = page.locator(`[data-testid="game-tile"][data-node-id="${target!.nodeId}"]`);
  const details = page.getByRole('dialog', { name: target!.gameName });
  await longPress(page, tile.getByRole('button', { name: `Play ${target!.gameName}` }), details);
  // lifting the finger launched nothing
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vendor=JILI$/);
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
  // the durations the carousel gives its move, as it sets them (read after the move, it is back to 0)
  await strip.locator('ul').evaluate((track) => {
    const seen: string[] = [];
    Object.assign(window, { __moveDurations: seen });
    new MutationObserver(() => seen.push(track.style.transitionDuration)).observe(track, { attributeFilter: ['style'] });
  });
  await strip.getByRole('button', { name: 'আরও প্রোভাইডার' }).click();
  await expect(vendors.nth(4)).toBeInViewport({ ratio: 0.9 });
  await expect(vendors.nth(0)).not.toBeInViewport();
  await expect(previous).toBeEnabled();
  expect(await page.evaluate(() => (window as { __moveDurations?: string[] }).__moveDurations)).toContain('2000ms');
});
