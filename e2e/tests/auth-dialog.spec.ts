import { test, expect } from '../fixtures/test.ts';
import { registerByUsername, storedSession, uniqueUsername, inEnglish } from '../lib/auth-helpers.ts';

test('the login dialog the shell opens on "login required" logs in and closes itself', async ({ page, pageErrors }) => {
  await inEnglish(page);
  const username = uniqueUsername('dl');
  await registerByUsername(page, username, 'Dialog@123');
  // a session the server no longer knows: the first member call asks for a login
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('wl.session')!);
    sessionStorage.setItem('wl.session', JSON.stringify({ ...s, token: 'f'.repeat(64) }));
  });
  await page.goto('/m/home');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Dialog@123');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await storedSession(page))?.userName).toBe(username);
  await expect(page.locator('header').getByTestId('header-name')).toHaveText(username);
  expect(pageErrors).toEqual([]);
});

test('in Bengali by default: the login and register pages and their messages', async ({ page, pageErrors }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByText('পাসওয়ার্ড লিখুন')).toBeVisible();
  await page.goto('/m/register');
  await expect(page.getByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ব্যবহারকারীর নাম', exact: true }).fill('ab');
  await page.getByRole('textbox', { name: 'পাসওয়ার্ড', exact: true }).fill('x');
  await expect(page.getByText('৬-১৬টি অক্ষর বা সংখ্যা ব্যবহার করুন')).toBeVisible();
  await page.getByRole('textbox', { name: 'পাসওয়ার্ড নিশ্চিত করুন', exact: true }).fill('y');
  await page.keyboard.press('Tab');
  await expect(page.getByText('নিশ্চিতকরণ পাসওয়ার্ড মেলেনি')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
