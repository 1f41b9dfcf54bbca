// Issue 14 rule 2 (spec section 2): the member's row (VIP, name, balance, deposit, withdraw) and a guest's
// login and register buttons are on the home header only; every other page shows back and its title.
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';

const header = (page: import('@playwright/test').Page) => page.locator('header');
const bottomMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'প্রধান' });

test("a member: home has the member's row, a member page back and title, and back returns home", async ({ page, login, pageErrors }) => {
  await login();
  await page.goto('/m/home');
  await expect(header(page).getByTestId('header-balance')).toHaveText('৳1,000.00');
  await expect(header(page).getByText('VIP2')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'পিছনে' })).toHaveCount(0);

  await bottomMenu(page).getByRole('link', { name: 'জমা' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('জমা');
  await expect(header(page).getByRole('button', { name: 'পিছনে' })).toBeVisible();
  await expect(header(page).getByTestId('header-balance')).toHaveCount(0);
  await expect(header(page).getByTestId('header-name')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'উত্তোলন' })).toHaveCount(0);

  await header(page).getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByTestId('header-balance')).toHaveText('৳1,000.00');
  expect(pageErrors).toEqual([]);
});

test('a guest: login and register on home only; a game list shows back and its title', async ({ page }) => {
  await page.goto('/m/home');
  await expect(header(page).getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'নিবন্ধন' })).toBeVisible();

  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.locator('[data-remote-page]')).toBeVisible();
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('গেমস');
  await expect(header(page).getByRole('link', { name: 'লগইন' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'নিবন্ধন' })).toHaveCount(0);
  // opened directly, the page has no history: back goes home
  await header(page).getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const lng of ['bn', 'en'] as const) {
  test(`axe finds nothing serious in the home and the page headers (${lng})`, async ({ page, login }) => {
    // two pages, each judged by axe: on a loaded machine that takes longer than one page's default
    test.setTimeout(90_000);
    await useLanguage(page, lng);
    await login();
    await page.goto('/m/home');
    await expect(header(page).getByTestId('header-balance')).toHaveText('৳1,000.00');
    expect(await seriousAxeFindings(page, { include: 'header' })).toEqual([]);
    // a light page: axe waits for the page's animations, and a game list's images take long on a busy machine
    await page.goto('/m/service');
    await expect(page.getByTestId('service')).toBeVisible();
    await expect(header(page).getByRole('button', { name: lng === 'bn' ? 'পিছনে' : 'Back' })).toBeVisible();
    expect(await seriousAxeFindings(page, { include: 'header' })).toEqual([]);
  });
}
