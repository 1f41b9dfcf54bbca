import { test, expect } from '../fixtures/test.ts';
import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../lib/axe.ts';
import { sitePort, startSite, type Site } from '../lib/site.ts';

// Social sign-in (issue 14 rule 9) against the dev API's simulated provider. The flags are switched on in
// a site of this file's own, so the buttons never appear on the site the other tests share.
// the first sign-in loads the whole site twice (before and after the provider's page): more than 30 s on a busy machine
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: Site;
test.beforeAll(async () => {
  site = await startSite(sitePort(360), { env: { DEV_FLAGS: 'GOOGLELOGIN3=1,FACEBOOKLOGIN3=1,TELEGRAMLOGIN3=1' } });
});
test.afterAll(async () => site?.stop());

async function openLogin(page: Page, language: 'bn' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('wl.language', l), language);
  await page.goto(`${site.url}/m/login`);
}

test('Google: consent on the provider page, back logged in on home with the member’s name', async ({ page, pageErrors }) => {
  await openLogin(page, 'en');
  const social = page.getByRole('region', { name: 'Or log in with' });
  await expect(social.getByRole('button')).toHaveText(['Facebook', 'Google', 'Telegram']);
  await social.getByRole('button', { name: 'Google' }).click();

  await expect(page).toHaveURL(/\/dev-idp\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  const sent = new URL(page.url());
  expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
  expect(sent.searchParams.get('redirect_uri')).toBe(`${site.url}/m/socialCallback`);
  await page.getByRole('button', { name: /Continue as Rahim Uddin/ }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('header').getByTestId('header-name')).toHaveText('Rahim Uddin');
  // the round trip's secrets are gone, and no token was ever written to localStorage
  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    pending: sessionStorage.getItem('wl.socialSignIn'),
  }));
  expect(stored.pending).toBeNull();
  expect(stored.local).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(pageErrors).toEqual([]);
});

test('a returning player signs in to the account linked to the provider', async ({ page }) => {
  await openLogin(page, 'en');
  await page.getByRole('button', { name: 'Facebook' }).click();
  await page.getByRole('button', { name: /Continue as Demo Two/ }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wl.session') ?? 'null'));
  expect(session).toMatchObject({ userName: 'demo02', merchantCode: 'BDWL' });
});

test('from the login dialog on another page, the player comes back to that page, signed in', async ({ page, pageErrors }) => {
  await page.addInitScript(() => localStorage.setItem('wl.language', 'en'));
  // a session the server no longer knows: the first member call opens the login dialog where the player is
  await page.goto(`${site.url}/runtime/whitelabel.json`);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'wl.session',
      JSON.stringify({ token: 'f'.repeat(64), merchantCode: 'BDWL', userName: 'gone', type: 0, firstTimeLogin: false }),
    ),
  );
  await page.goto(`${site.url}/m/activity`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Telegram' }).click();
  await page.getByRole('button', { name: /Continue as Nusrat Jahan/ }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wl.session') ?? 'null'));
  expect(session.userName).toMatch(/^nusratjaha\d{1,4}$/);
  expect(pageErrors).toEqual([]);
});

for (const [language, texts] of [
  ['en', { google: 'Google', cancel: 'Cancel', said: 'You cancelled the sign-in with Google', retry: 'Try again with Google' }],
  ['bn', { google: 'গুগল', cancel: 'বাতিল', said: 'গুগল দিয়ে সাইন-ইন আপনি বাতিল করেছেন', retry: 'আবার গুগল দিয়ে চেষ্টা করুন' }],
] as const) {
  test(`cancel on the provider page says so, offers a retry, and the page is axe clean (${language})`, async ({ page, pageErrors }) => {
    await openLogin(page, language);
    await page.getByRole('button', { name: texts.google }).click();
    await page.getByRole('button', { name: texts.cancel }).click();
    await expect(page).toHaveURL(/\/m\/socialCallback\?error=access_denied/);
    await expect(page.getByRole('alert')).toContainText(texts.said);
    await expect(page.getByRole('button', { name: texts.retry })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('an answer that does not belong to this tab is refused, without a sign-in', async ({ page }) => {
  await openLogin(page, 'en');
  await page.goto(`${site.url}/m/socialCallback?code=stolen&state=forged`);
  await expect(page.getByRole('alert')).toContainText('This sign-in could not be checked');
  expect(await page.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
});
