import { test, expect } from '../fixtures/test.ts';

test('Bengali by default; switching to English re-renders the shell and the remote, and persists', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  // a guest on a cashier page is asked to log in (the login dialog): close it first
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('header h1')).toHaveText('জমা');
  await expect(page.locator('main h2')).toHaveText('অনুগ্রহ করে লগইন করুন');

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Deposit');
  // the remote's page re-rendered without a reload
  await expect(page.locator('main h2')).toHaveText('Please log in');
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Deposit');

  // and API calls now ask for English
  const req = page.waitForRequest((r) => r.url().includes('/wps/'));
  await page.goto('/m/home');
  expect((await req).headers().language).toBe('EN');
});
