// Issue 14 on the home page: its texts follow the language, the popup notice is a real dialog, the service
// button covers nothing, the hot matches fill their block.
import { test, expect } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { arrivalSettled, SHOWN_MATCH } from '../lib/lobby-helpers.ts';
import { afterNextFrame } from '../lib/page-settled.ts';

// a loaded machine: the carousels' code comes after the first banner, and axe takes its time
test.describe.configure({ timeout: 90_000 });

/** Each banner image's headline (its alt text) and the language of its worded art. */
const bannerTexts = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('banner-carousel')
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).map((i) => `${i.alt} ${new URL(i.src).pathname.split('.').at(-2)}`));

test("rule 3: the banners' headlines and art and the download bar switch to English without a reload", async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  const bengali = await bannerTexts(page);
  expect(bengali).toContain('প্রথম ডিপোজিটে ১০০% বোনাস bn');
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'অ্যাপ ডাউনলোড করুন' })).toBeVisible();
  await expect(page.getByTestId('download-bar')).toContainText('অ্যাপ ডাউনলোড করুন, ৳২২২ বোনাস নিন');

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect.poll(() => bannerTexts(page)).toContain('100% first deposit bonus en');
  const english = await bannerTexts(page);
  expect(english.filter((text) => text.endsWith(' bn'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'Download the app' })).toBeVisible();
  // the site's own description of the app (the site info, read again in English: rule 1)
  await expect(page.getByTestId('download-bar')).toContainText('Get the app and claim a ৳222 bonus');
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'Close the download bar' })).toBeVisible();
});

test.describe('the home popups', () => {
  test.use({ homePopups: true });

  test('open after the first paint as modal dialogs; Escape closes each, focus comes back, axe clean', async ({ page, pageErrors }) => {
    // the login popup's answer waits until the player has put focus somewhere on the page
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/relay/MCSFE_getLoginPopups*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home');
    const banner = page.getByTestId('banner-carousel').locator('img').first();
    await expect(banner).toBeVisible();
    const ticker = page.getByTestId('notice-ticker');
    await ticker.focus();
    release();

    const login = page.getByRole('dialog', { name: 'নিবন্ধন করুন, ১০০% স্বাগত বোনাস নিন' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('aria-modal', 'true');
    // after the first paint: the banner was there before it
    expect(await banner.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    await expect(login).toBeFocused();
    // modal: the page behind does not take a tap
    await expect(page.getByTestId('dialog-backdrop')).toBeVisible();
    // the dialog itself (the whole home with its popups is judged in lobby-accessibility.spec.ts)
    expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ticker).toBeFocused();

    // one pop-up an arrival (decision 028): the notice is the next arrival's, a modal dialog too
    await page.reload();
    const notice = page.getByRole('dialog', { name: /বিপিএল ২০২৬/ });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // once a session
    await page.reload();
    await expect(banner).toBeVisible();
    await arrivalSettled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test('the docked service button covers no amount and no game tile at 390 x 844, wherever the page is scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/home');
  await expect(page.getByTestId('popular-games').getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  const toggle = page.getByTestId('service-widget').getByRole('button', { name: 'গ্রাহক সেবার লিঙ্ক খুলুন' });
  await expect(toggle).toBeVisible();

  /** The boxes of what must stay uncovered that overlap the service button, as seen now. */
  const covered = () =>
    page.evaluate(() => {
      const button = document.querySelector('[data-testid="service-widget"] button')!.getBoundingClientRect();
      const guarded = document.querySelectorAll(
        '[data-testid="game-tile"], [data-testid="jackpot-value"], [data-testid="prize-pool-value"], [data-testid="banner-carousel"], [data-testid="hot-matches"]',
      );
      return [...guarded]
        .map((el) => ({ id: (el as HTMLElement).dataset.testid, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom)
        .map(({ id, box }) => `${id} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    });

  const box = (await toggle.boundingBox())!;
  // a touch target of at least 24 x 24, inside the screen
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (let step = 0; step < 6; step++) {
    expect(await covered(), `scrolled ${step * 300} px`).toEqual([]);
    // where the wheel takes the page: 300 px on, or the bottom
    const to = await page.evaluate(() => Math.min(scrollY + 300, document.documentElement.scrollHeight - innerHeight));
    await page.mouse.wheel(0, 300);
    // the wheel scrolls after it returns: the page has arrived, and drawn that frame
    await page.waitForFunction((y) => scrollY >= y - 1, to);
    await afterNextFrame(page);
  }

  // tapped, it comes out whole with its links
  await toggle.click();
  const widget = page.getByTestId('service-widget');
  await expect(widget.getByRole('link', { name: 'অনলাইন সেবা' })).toBeVisible();
  await widget.getByRole('button', { name: 'গ্রাহক সেবার লিঙ্ক বন্ধ করুন' }).click();
  await expect(widget.getByRole('link')).toHaveCount(0);
});

test('hot matches show league, kick-off, both teams with crests, VS and odds, in the box held for them', async ({ page }) => {
  await page.goto('/m/home');
  const block = page.getByTestId('hot-matches');
  const slide = block.locator(SHOWN_MATCH);
  await expect(slide).toContainText(/[০-৯]{2}\/[০-৯]{2} [০-৯]{2}:[০-৯]{2}/, { timeout: 20_000 });
  await expect(slide).toContainText(/BPL 2026|SAFF Championship|Premier League/);
  await expect(slide).toContainText('বনাম');
  await expect(slide.locator('img')).toHaveCount(2);
  // the seed gives most matches odds (which match is soonest moves with the clock): 2 decimals, named
  await expect(block.getByTestId('odds-home').first()).toHaveText(/^1হোম জয়ের অডস [০-৯]+\.[০-৯]{2}$/);
  await expect(block.getByTestId('odds-away').first()).toHaveText(/^2অ্যাওয়ে জয়ের অডস [০-৯]+\.[০-৯]{2}$/);
  // the box the placeholder held while they loaded: nothing below moved
  expect((await block.boundingBox())!.height).toBe(126);
  // the slide fills the block: its content reaches the block's lower padding
  const slideBox = (await slide.getByRole('button').boundingBox())!;
  const blockBox = (await block.boundingBox())!;
  expect(blockBox.y + blockBox.height - (slideBox.y + slideBox.height)).toBeLessThanOrEqual(10);
});
