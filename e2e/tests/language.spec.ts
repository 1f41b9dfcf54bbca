import { test, expect } from '../fixtures/test.ts';

test('Bengali by default; switching to English re-renders the shell and the remote, and persists', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('header h1')).toHaveText('জমা');
  await expect(page.getByTestId('not-built')).toContainText('এই পাতাটি এখনো তৈরি হয়নি');

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Deposit');
  // the remote's page re-rendered without a reload
  await expect(page.getByTestId('not-built')).toContainText('This page is not built yet');
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Deposit');

  // and API calls now ask for English
  const req = page.waitForRequest((r) => r.url().includes('/wps/'));
  await page.goto('/m/home');
  expect((await req).headers().language).toBe('EN');
});
