// Issue 24: many phones are minutes or hours off. Login and registration carry a timestamp inside the encrypted
// body for replay protection; it now counts on the platform's clock, learned from its answers, so a phone three
// hours fast or two days slow logs in and registers. A captured body sent again is still refused.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { field, storedSession, uniqueUsername } from '../lib/auth-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

const TEXTS = {
  bn: {
    username: 'ব্যবহারকারীর নাম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    captcha: 'যাচাইকরণ কোড',
    login: 'লগইন',
    register: 'নিবন্ধন',
    registered: 'নিবন্ধন সফল হয়েছে',
  },
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Verification code',
    login: 'Log in',
    register: 'Register',
    registered: 'Registered successfully',
  },
} as const;

const HOUR = 60 * 60 * 1000;
const SKEWS = [
  ['three hours fast', 3 * HOUR],
  ['two days slow', -48 * HOUR],
] as const;

/** The captcha the page shows, read from the dev outbox by the picture's cookie. */
async function captcha(page: Page): Promise<string> {
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  let answer = '';
  await expect(async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'wps_captcha');
    const outbox = await (await page.request.get(`/dev/outbox?captchaId=${cookie?.value}`)).json();
    answer = outbox.lastCaptcha?.answer ?? '';
    expect(answer).not.toBe('');
  }).toPass();
  return answer;
}

// the platform's clock learned does not depend on the language: each skew runs once, in the next language in turn
// (decision 071)
const nextLanguage = languagesInTurn();

for (const [name, skew] of SKEWS) {
  const lng = nextLanguage();
  const t = TEXTS[lng];
  test.describe(`in ${lng}`, () => {
    test.use({ language: lng });

    test(`a phone ${name} registers and logs in`, async ({ page, pageErrors }) => {
      await page.clock.install({ time: Date.now() + skew });
      const username = uniqueUsername('clk');
      await page.goto('/m/register');
      await field(page, t.username).fill(username);
      await field(page, t.password).fill('Clock@1234');
      await field(page, t.confirm).fill('Clock@1234');
      await field(page, t.captcha).fill(await captcha(page));
      await page.getByRole('main').getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByText(t.registered)).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect((await storedSession(page))?.userName).toBe(username);

      // a fresh tab of the same phone: the login's own answers teach the clock again
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/m/login');
      await field(page, t.username).fill(username);
      await field(page, t.password).fill('Clock@1234');
      await page.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect((await storedSession(page))?.userName).toBe(username);
      expect(pageErrors).toEqual([]);
    });
  });
}

test('a captured login body sent again is refused', async ({ page }) => {
  await page.clock.install({ time: Date.now() - 48 * HOUR });
  await page.goto('/m/login');
  const sent = page.waitForRequest((request) => request.url().endsWith('/wps/session/login') && request.method() === 'POST');
  await field(page, 'ব্যবহারকারীর নাম').fill('demo01');
  await field(page, 'পাসওয়ার্ড').fill('Demo@1234');
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  const captured = await sent;
  await expect(page).toHaveURL(/\/m\/home$/);
  // the same bytes and headers, as an eavesdropper would send them
  const headers = await captured.allHeaders();
  const replay = await page.request.post('/wps/session/login', {
    headers: { Merchant: headers.merchant!, Encryption: headers.encryption!, 'Content-Type': headers['content-type']!, Language: 'EN' },
    data: captured.postData()!,
  });
  expect((await replay.json()).errorCode).toBe('LOGIN_REPLAYED');
});
