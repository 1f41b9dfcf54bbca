import { test, expect } from '../fixtures/test.ts';

// What the composed site alone shows: the browser's history across remotes, and the fade between pages. Which
// routes omit the header or the bottom menu is each remote's exposes test (describeRoutes) and the shell's
// shell-layout.test.tsx; the menus, bubbles and back-home pages are shell-layout.test.tsx's and header-by-route.test.tsx's.
const bottomMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'প্রধান' });

test('home shows the logo; other pages a back arrow that goes back, or home with no history', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: /Khela24/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'পিছনে' })).toHaveCount(0);

  // opened directly: no history, back goes home
  await page.goto('/m/voucherCenter');
  // a guest on a cashier page is asked to log in (the gate's message and the login dialog): close the dialog first
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // with history: back goes back
  await page.goto('/m/activityDetail?id=1');
  await bottomMenu(page).getByRole('link', { name: 'জমা' }).click();
  await expect(page).toHaveURL(/voucherCenter/);
  // a guest on a cashier page is asked to log in (the login dialog): close it first
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/activityDetail\?id=1$/);
});

test('pages fade in over 300 ms as the player moves between them; the first page shows at once', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'none');
  await page.locator('header').getByRole('link', { name: 'লগইন' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'fade');
  const duration = await page.locator('[data-transition]').evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe('0.3s');
});
