import { test, expect } from '../fixtures/test.ts';

// /m/agent is an agent's (decision 026): its layout is checked signed in as an agent, below
const NO_HEADER = ['/m/login', '/m/register', '/m/mine', '/m/help'];
const NO_BOTTOM_MENU = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
];
const bottomMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'প্রধান' });

test('the header is omitted on login, register, mine and help (the agent home: below)', async ({ page }) => {
  for (const route of NO_HEADER) {
    await page.goto(route);
    await expect(page.locator('[data-remote-page]')).toBeVisible();
    await expect(page.locator('header'), route).toHaveCount(0);
  }
  await page.goto('/m/voucherCenter');
  await expect(page.locator('header')).toBeVisible();
});

test('the agent home has no header and no bottom menu (signed in as an agent)', async ({ page, login }) => {
  await login('agent01', 'Agent@1234');
  await page.goto('/m/agent');
  await expect(page.locator('[data-remote-page="mf-agent"]')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(bottomMenu(page)).toHaveCount(0);
});

test('the bottom menu is hidden where the spec says, shown elsewhere', async ({ page }) => {
  for (const route of NO_BOTTOM_MENU) {
    await page.goto(route);
    // a page, the shell's maintenance screen, or (a member's page for a guest) the gate's message
    await expect(
      page.locator('main').locator('[data-remote-page], [data-testid="route-closed"], [data-testid="maintenance"]').first(),
    ).toBeVisible();
    await expect(bottomMenu(page), route).toHaveCount(0);
  }
  for (const route of ['/m/home', '/m/voucherCenter', '/m/gameList?gameType=RNG']) {
    await page.goto(route);
    await expect(bottomMenu(page), route).toBeVisible();
  }
});

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

test('back from notice (and the other home-bound pages) goes home, not back in history', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  await page.goto('/m/notice');
  await page.getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("the bottom menu: bubbles in the site's money format after the tab's name, and Members sends a guest to the login page", async ({
  page,
}) => {
  await page.goto('/m/home');
  const menu = bottomMenu(page);
  await expect(menu.getByTestId('deposit-bubble')).toHaveText('৳5,000.00');
  await expect(menu.getByTestId('invite-bubble')).toHaveText('৳7,777.00');
  // a screen reader hears the tab's name first, then its bonus (issue 34)
  await expect(menu.getByRole('link', { name: 'জমা ৳5,000.00', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'আমন্ত্রণ ৳7,777.00', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'ইভেন্ট' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await page.goto('/m/home');
  // spec section 2: Members needs a member, otherwise /m/login (decision 026's addendum)
  await bottomMenu(page).getByRole('link', { name: 'সদস্য' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a guest header has login, register, language and menu; the side menu opens and closes', async ({ page }) => {
  await page.goto('/m/home');
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'নিবন্ধন' })).toBeVisible();
  await expect(header.getByRole('button', { name: /ভাষা/ })).toBeVisible();
  await header.getByRole('button', { name: 'মেনু' }).click();
  const menu = page.getByRole('dialog', { name: 'মেনু' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('২০১৮-২০২৫');
  // a guest has no balance to refresh or hide (decision 026)
  await expect(menu.getByRole('button', { name: 'ব্যালেন্স রিফ্রেশ' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'ব্যালেন্স লুকান' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'সাইন আউট' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
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
