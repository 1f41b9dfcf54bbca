// Issue 35 finding 1: a break covers the person, not one account. On the phone a member on a break used (the
// platform's wps_device cookie), registering a new account and logging in to another one are both refused, with the
// platform's message on the form, in the language of the file's turn (decision 071). The dev API's tests cover every
// other door and spelling.
import { randomUUID } from 'node:crypto';
import { loginThroughDevApi } from '@wl/dev-api';
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { captchaAnswer, field, passwordField, uniqueUsername } from '../lib/auth-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

const T = {
  bn: {
    username: 'ব্যবহারকারীর নাম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    captcha: 'যাচাইকরণ কোড',
    register: 'নিবন্ধন',
    login: 'লগইন',
    refused:
      /এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি .+ \(ঢাকা সময়\) পর্যন্ত বিরতিতে আছেন: ততক্ষণ এই ফোন থেকে কোনো অ্যাকাউন্ট খোলা বা লগইন করা যাবে না।/,
  },
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Verification code',
    register: 'Register',
    login: 'Log in',
    refused:
      /A player who is on a break until .+ \(Dhaka time\) used this phone: until then no account can be opened or logged in from it\./,
  },
} as const;

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  const t = T[lng];

  test(`on the phone of a member on a break, registration and another account's login are refused (${lng})`, async ({ page, baseURL }) => {
    await useLanguage(page, lng);
    const make = async () =>
      (await (await page.request.post('/dev/members', { data: {} })).json()) as { username: string; password: string };
    const [excluded, friend] = await Promise.all([make(), make()]);
    // the excluded member logged in on this phone: the platform knows it by the cookie it set then
    const device = randomUUID().replaceAll('-', '');
    await page.context().addCookies([{ name: 'wps_device', value: device, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    const session = await loginThroughDevApi({ baseUrl: baseURL!, ...excluded, cookie: `wps_device=${device}` });
    const started = await page.request.post('/wps/member/protection/exclusion', {
      headers: { Authorization: session.token, Merchant: 'BDWL' },
      data: { period: '24h', password: excluded.password },
    });
    expect(started.ok()).toBe(true);

    await page.goto('/m/register');
    await field(page, t.username).fill(uniqueUsername('back'));
    await passwordField(page, t.password).fill('Again@123');
    await passwordField(page, t.confirm).fill('Again@123');
    await field(page, t.captcha).fill(await captchaAnswer(page));
    await page.getByRole('button', { name: t.register, exact: true }).click();
    await expect(page.getByTestId('form-error')).toContainText(t.refused);
    await expect(page).toHaveURL(/\/m\/register$/);

    await page.goto('/m/login');
    await field(page, t.username).fill(friend.username);
    await passwordField(page, t.password).fill(friend.password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByTestId('form-error')).toContainText(t.refused);
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
  });
}
