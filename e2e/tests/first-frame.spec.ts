import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { lobbyScreens } from '../lib/first-screens.ts';
import { ROOT } from '../lib/site.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';
import { BASE_PORT } from '../playwright.config.ts';

const FRAME_IMAGE = '#wl-first-frame img';
// what the lobby publishes of its first screens (its build's mf-manifest.json): the app's images and calls
const { home, gameList } = lobbyScreens();
const APP_BANNER_SELECTOR = home.appImage;
const APP_IMAGE_SELECTOR = { tiles: gameList.appImage };
const HOME_BANNERS_CALL = `${home.call.path}?groupName=m_home`;

type Box = { x: number; y: number; width: number; height: number };

declare global {
  interface Window {
    __firstFrame?: { box: Box; src: string | null };
    __frameTiles?: { box: Box; src: string | null }[];
  }
}

/** Holds the lobby's code back, so that the HTML's frame is on screen alone for a while, as on a slow phone. */
async function slowLobby(page: Page, ms = 3000) {
  await page.route(new RegExp(`:${BASE_PORT + 2}/remoteEntry\\.js`), async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Whether the frame was ever on the page: noted from the HTML's parsing on, since the frame goes once the app
 * draws and its absence afterwards would prove nothing.
 */
async function watchFrame(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('wl-first-frame')) (window as { sawFrame?: boolean }).sawFrame = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { sawFrame?: boolean }).sawFrame === true);
}

/** Opens the home and returns the frame's image box while it is alone, and the app's banner box after. */
async function frameThenApp(page: Page) {
  const bannerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getBanners')) bannerCalls.push(r.url());
  });
  await watchVitals(page);
  await page.addInitScript((selector) => {
    new MutationObserver(() => {
      const img = document.querySelector<HTMLImageElement>(selector);
      if (!img || img.dataset.watched) return;
      img.dataset.watched = '1';
      img.addEventListener('load', () => {
        const { x, y, width, height } = img.getBoundingClientRect();
        window.__firstFrame = { box: { x, y, width, height }, src: img.getAttribute('src') };
      });
    }).observe(document, { childList: true, subtree: true });
  }, FRAME_IMAGE);
  await slowLobby(page);
  await page.goto('/m/home');
  // noted in the page when the frame's image has loaded: the frame may go a moment later
  const seen = await page.waitForFunction(() => window.__firstFrame);
  const { box: frameBox, src: frameSrc } = (await seen.jsonValue())!;
  const app = page.locator(APP_BANNER_SELECTOR).first();
  await expect(app).toBeVisible();
  await expect(page.locator('#wl-first-frame')).toHaveCount(0);
  return { frameBox, frameSrc, appBox: (await app.boundingBox())!, appSrc: await app.getAttribute('src'), bannerCalls };
}

test('the first banner is painted by the HTML, in the box where the app then draws it, and the frame goes', async ({
  page,
  pageErrors,
}) => {
  const seen = await frameThenApp(page);
  expect(seen.frameSrc).toBe(seen.appSrc);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(seen.appBox[key]).toBeCloseTo(seen.frameBox[key], 0);
  // the lobby took the banners call the HTML had started: one call in all
  expect(seen.bannerCalls).toHaveLength(1);
  expect(seen.bannerCalls[0]).toContain(HOME_BANNERS_CALL);
  await page.waitForTimeout(500); // a measuring window: a late layout shift after the frame goes would land in it (no event ends a CLS window)
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(vitals.lcpNode).toContain(seen.appSrc);
  expect(pageErrors).toEqual([]);
});

test('the server knows the banner: the HTML paints it before the banners call has answered', async ({ page }) => {
  let answered = false;
  await page.route(/MCSFE_getBanners/, async (route) => {
    await new Promise((r) => setTimeout(r, 8000));
    answered = true;
    await route.continue();
  });
  await page.goto('/m/home', { waitUntil: 'commit' });
  await expect(page.locator(FRAME_IMAGE)).toBeVisible();
  expect(answered).toBe(false);
});

test('the app starts once the HTML’s banner is on screen, so that its long start does not hold that paint', async ({ page }) => {
  await page.route(/welcome-bonus\.(bn|en)\.svg/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.addInitScript((selector) => {
    const w = window as unknown as { framePainted?: number; appStarted?: number };
    new MutationObserver(() => {
      const img = document.querySelector<HTMLImageElement>(selector);
      if (img && !img.dataset.timed) {
        img.dataset.timed = '1';
        img.addEventListener('load', () => (w.framePainted ??= performance.now()));
      }
      if (document.getElementById('root')?.childElementCount) w.appStarted ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, FRAME_IMAGE);
  await page.goto('/m/home');
  await expect(page.locator(APP_BANNER_SELECTOR).first()).toBeVisible();
  const { framePainted, appStarted } = await page.evaluate(() => {
    const w = window as unknown as { framePainted?: number; appStarted?: number };
    return { framePainted: w.framePainted, appStarted: w.appStarted };
  });
  expect(framePainted).toBeGreaterThan(0);
  expect(appStarted).toBeGreaterThan(framePainted!);
});

test('the entry script, the start-up calls and the first banner are asked for before the start chunks', async ({ page }) => {
  const startup = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/startup-assets.json'), 'utf8')) as { js: string[] };
  const order: string[] = [];
  page.on('request', (r) => order.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await page.goto('/m/home');
  await expect(page.locator(APP_BANNER_SELECTOR).first()).toBeVisible();
  const firstChunk = Math.min(...startup.js.map((file) => order.indexOf(`/${file}`)).filter((i) => i >= 0));
  const before = (p: string) => order.findIndex((u) => u.startsWith(p));
  expect(before('/main.')).toBeGreaterThan(0);
  expect(before('/main.')).toBeLessThan(firstChunk);
  expect(before('/wps/system/status')).toBeLessThan(firstChunk);
  expect(before('/assets/img/banner/')).toBeLessThan(firstChunk);
});

test('with the download bar closed the frame’s banner sits where the app’s does', async ({ page }) => {
  await page.goto('/runtime/whitelabel.json');
  await page.evaluate(() => localStorage.setItem('hideDownloadBar', '1'));
  const seen = await frameThenApp(page);
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(seen.appBox[key]).toBeCloseTo(seen.frameBox[key], 0);
});

test('a member’s page has no frame (the calls with a token start in the app)', async ({ page, login }) => {
  const sawFrame = await watchFrame(page);
  await login();
  await page.goto('/m/home');
  await expect(page.locator(APP_BANNER_SELECTOR).first()).toBeVisible();
  expect(await sawFrame()).toBe(false);
});

/** Opens a game list and returns the frame's tiles while they are alone, and the app's first row after. */
async function tilesThenApp(page: Page, address: string) {
  await watchVitals(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('#wl-first-frame img')];
      if (imgs.length === 0 || imgs[0]!.dataset.watched) return;
      imgs[0]!.dataset.watched = '1';
      imgs[0]!.addEventListener('load', () => {
        window.__frameTiles = imgs.map((img) => {
          const { x, y, width, height } = img.getBoundingClientRect();
          return { box: { x, y, width, height }, src: img.getAttribute('src') };
        });
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await slowLobby(page);
  await page.goto(address);
  const frame = (await (await page.waitForFunction(() => window.__frameTiles)).jsonValue())!;
  const app = page.locator(APP_IMAGE_SELECTOR.tiles);
  await expect(app.first()).toBeVisible();
  await expect(page.locator('#wl-first-frame')).toHaveCount(0);
  const own = await Promise.all(
    frame.map(async (_, i) => ({ box: (await app.nth(i).boundingBox())!, src: await app.nth(i).getAttribute('src') })),
  );
  return { frame, own };
}

for (const address of ['/m/gameList', '/m/gameList?gameType=FISH', '/m/gameList?gameType=LIVE&vendor=EVO']) {
  test(`${address}: the first row of tiles is painted by the HTML where the app then draws it, and the frame goes`, async ({
    page,
    pageErrors,
  }) => {
    const { frame, own } = await tilesThenApp(page, address);
    expect(frame).toHaveLength(3);
    for (const [i, tile] of frame.entries()) {
      expect(own[i]!.src).toBe(tile.src);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(own[i]!.box[key]).toBeCloseTo(tile.box[key], 0);
    }
    await page.waitForTimeout(500); // a measuring window: a late layout shift after the frame goes would land in it (no event ends a CLS window)
    const vitals = await readVitals(page);
    expect(vitals.cls).toBe(0);
    // the largest paint is the frame's: the first of its equal tiles to load
    expect(frame.some((tile) => vitals.lcpNode.includes(tile.src!))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
}

test('no frame on a game list wider than a phone (four columns) or of a type the server does not know', async ({ page }) => {
  const sawFrame = await watchFrame(page);
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/m/gameList');
  await expect(page.locator(APP_IMAGE_SELECTOR.tiles).first()).toBeVisible();
  expect(await sawFrame()).toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/gameList?gameType=RNG&tab=hot');
  await expect(page.locator(APP_IMAGE_SELECTOR.tiles).first()).toBeVisible();
  expect(await sawFrame()).toBe(false);
  // and the same page at a phone's width does draw one
  await page.goto('/m/gameList');
  await expect(page.locator(APP_IMAGE_SELECTOR.tiles).first()).toBeVisible();
  expect(await sawFrame()).toBe(true);
});
