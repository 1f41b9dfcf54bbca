// Issue 14 on the home page: its texts follow the language, the popup notice is a real dialog, the service
// button covers nothing, the hot matches fill their block.
import { test, expect } from '../fixtures/test.ts';
import { closeHomePopups } from '../lib/lobby-helpers.ts';

/** Each banner image's headline (its alt text) and the language of its worded art. */
const bannerTexts = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('banner-carousel')
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).map((i) => `${i.alt} ${new URL(i.src).pathname.split('.').at(-2)}`));

test("rule 3: the banners' headlines and art and the download bar switch to English without a reload", async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  const bengali = await bannerTexts(page);
  expect(bengali).toContain('প্রথম ডিপোজিটে ১০০% বোনাস bn');
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'অ্যাপ ডাউনলোড করুন' })).toBeVisible();

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect.poll(() => bannerTexts(page)).toContain('100% first deposit bonus en');
  const english = await bannerTexts(page);
  expect(english.filter((text) => text.endsWith(' bn'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'Download the app' })).toBeVisible();
  await expect(page.getByTestId('download-bar').getByRole('button', { name: 'Close the download bar' })).toBeVisible();
});
