import { test, expect } from '../fixtures/test.ts';

test('Bengali by default; switching to English re-renders the shell and the remote, and persists', async ({ page }) => {
  await page.goto('/m/leaderBoard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('header h1')).toHaveText('লিডার বোর্ড');
  await expect(page.getByRole('columnheader').first()).toHaveText('র‍্যাঙ্ক');
  // the rank, a count, in the text's digits (decision 025)
  await expect(page.getByTestId('leader-board').locator('tbody td').first()).toHaveText('১');

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Leader board');
  // the remote's page re-rendered without a reload
  await expect(page.getByRole('columnheader').first()).toHaveText('Rank');
  await expect(page.getByTestId('leader-board').locator('tbody td').first()).toHaveText('1');
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');

  // the shell's gate message (its texts come with it) is in English too
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('header h1')).toHaveText('Deposit');
  await expect(page.locator('main h2')).toHaveText('Log in to continue');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header h1')).toHaveText('Deposit');

  // and API calls now ask for English
  const req = page.waitForRequest((r) => r.url().includes('/wps/'));
  await page.goto('/m/home');
  expect((await req).headers().language).toBe('EN');
});
