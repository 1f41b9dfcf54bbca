// The declared browser floor (issue 34, decision 042): the site runs on a Safari 15.0-level engine. Every function
// Safari 15.0 lacks is removed before the site's first script (e2e/lib/safari15.ts); the fixture fails the test
// on any page error, so a call beyond the floor shows here as it would on an iPhone 7.
import { expect, test } from '../fixtures/cashier.ts';
import { field, passwordField } from '../lib/auth-helpers.ts';
import { depositIdInUrl, expectHeaderBalance } from '../lib/cashier-helpers.ts';
import { asSafari15, SAFARI_15_USER_AGENT } from '../lib/safari15.ts';

test.use({ language: 'en', userAgent: SAFARI_15_USER_AGENT });

test.beforeEach(async ({ context }) => {
  await asSafari15(context);
});

test('on a Safari 15.0 engine: home shows its games, a game list opens, a member logs in and deposits', async ({ page, devMember }) => {
  // the emulation holds: what the floor lacks is absent in the page
  await page.goto('/m/home');
  expect(await page.evaluate(() => [typeof AbortSignal.timeout, typeof [].at, typeof Object.hasOwn, typeof structuredClone])).toEqual([
    'undefined',
    'undefined',
    'undefined',
    'undefined',
  ]);

  await expect(page.getByTestId('popular-games').getByTestId('game-tile').first()).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  const member = await devMember({ balance: '1000.00', loggedIn: false });
  await page.goto('/m/login');
  await field(page, 'Username').fill(member.username);
  await passwordField(page, 'Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/voucherCenter');
  await expectHeaderBalance(page, '1,000.00');
  await page.getByRole('radio', { name: /Nagad/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Deposit ৳500.00' }).click();
  await depositIdInUrl(page);
  await expect(page.getByText('Nagad agent number (Cash Out)')).toBeVisible();
});
