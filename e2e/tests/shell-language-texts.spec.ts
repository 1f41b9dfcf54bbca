// Issue 14 rule 1 (spec section 4): the texts the platform sends once at start (customer-service titles,
// the download bar's text) follow a language change without a reload.
import { expect, test } from '../fixtures/test.ts';

async function switchToEnglish(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** A mark on the window: it is gone if the page reloaded. */
const markPage = (page: import('@playwright/test').Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillSamePage = (page: import('@playwright/test').Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload);

test('customer-service titles turn English after a switch, without a reload', async ({ page, pageErrors }) => {
  await page.goto('/m/service');
  const service = page.getByTestId('service');
  await expect(service.getByRole('link', { name: 'অফিসিয়াল টেলিগ্রাম' })).toBeVisible();
  await markPage(page);
  const reread = page.waitForRequest((r) => r.url().endsWith('/wps/system/status') && r.headers().language === 'EN');
  await switchToEnglish(page);
  await reread;
  await expect(service.getByRole('link', { name: 'Official Telegram' })).toBeVisible();
  await expect(service.getByRole('link', { name: 'অফিসিয়াল টেলিগ্রাম' })).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("the download bar's text turns English after a switch, without a reload", async ({ page, pageErrors }) => {
  await page.goto('/m/home');
  const bar = page.getByTestId('download-bar');
  await expect(bar).toContainText('অ্যাপ ডাউনলোড করুন');
  await markPage(page);
  await switchToEnglish(page);
  await expect(bar).toContainText('Get the app and claim a ৳222 bonus');
  expect(await stillSamePage(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});
