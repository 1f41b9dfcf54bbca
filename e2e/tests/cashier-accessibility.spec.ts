// Every cashier screen: axe finds no serious or critical violation in the page the cashier renders (the shell's main
// area; the header and menus are the shell's, checked by its own tests), and every control there is named and at
// least 24 by 24 CSS px (issue 9 acceptance). The walk of the screens runs once, in the language of its turn (decision
// 071); the withdraw form with a bound account and the records with history are one test, and read in both.
import type { Page } from '@playwright/test';
import { expect, PIN, test, useLanguage } from '../fixtures/cashier.ts';
import { controlProblems, seriousAxeFindings } from '../lib/axe.ts';
import { depositIdInUrl, uniqueTrxId } from '../lib/cashier-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

async function clean(page: Page, screen: string) {
  expect(await seriousAxeFindings(page, { include: '#main' }), `axe on ${screen}`).toEqual([]);
  expect(await controlProblems(page), `controls on ${screen}`).toEqual([]);
}

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`cashier screens are accessible in ${lng}`, async ({ page, devMember }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lng);
    const pay = lng === 'bn' ? /জমা করুন/ : /^Deposit/;

    // guest gate (the login dialog is mf-auth's, checked by its own tests)
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await clean(page, 'guest gate');

    await devMember({ balance: '3000.00', upline: 'agent01', mobile: true });
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('radio').first()).toBeChecked();
    await clean(page, 'deposit form');

    await page.getByRole('textbox').first().fill('500');
    await page.getByRole('button', { name: pay }).click();
    await depositIdInUrl(page);
    await expect(page.getByText('01711223344')).toBeVisible();
    await clean(page, 'e-wallet payment step');

    await page.getByRole('textbox').nth(0).fill('01712345678');
    await page.getByRole('textbox').nth(1).fill(uniqueTrxId());
    await page.getByRole('button', { name: lng === 'bn' ? 'পেমেন্টের তথ্য পাঠান' : 'Submit payment details' }).click();
    await expect(page.getByTestId('notice-pending')).toBeVisible();
    await clean(page, 'deposit pending');

    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: lng === 'bn' ? /ব্যাংক ট্রান্সফার/ : /Bank transfer/ }).check();
    await page.getByRole('combobox', { name: lng === 'bn' ? 'ব্যাংক' : 'Bank', exact: true }).selectOption('DBBL');
    await page.getByRole('textbox').first().fill('1000');
    await page.getByRole('button', { name: pay }).click();
    await depositIdInUrl(page);
    await expect(page.getByText('1071100045821')).toBeVisible();
    await clean(page, 'bank payment step');

    await page.goto('/m/withdraw');
    await expect(page.getByLabel(lng === 'bn' ? 'নতুন উত্তোলনের পাসওয়ার্ড' : 'New withdrawal password')).toBeVisible();
    await clean(page, 'withdrawal password');
    await page.getByLabel(lng === 'bn' ? 'নতুন উত্তোলনের পাসওয়ার্ড' : 'New withdrawal password').fill(PIN);
    await page.getByLabel(lng === 'bn' ? 'উত্তোলনের পাসওয়ার্ড নিশ্চিত করুন' : 'Confirm withdrawal password').fill(PIN);
    await page.getByRole('button', { name: lng === 'bn' ? 'পাসওয়ার্ড সেট করে এগিয়ে যান' : 'Set password and continue' }).click();
    await expect(page.getByRole('form', { name: lng === 'bn' ? 'টাকা নেওয়ার অ্যাকাউন্ট যোগ করুন' : 'Add a payout account' })).toBeVisible();
    await clean(page, 'add a payout account');

    await page.goto('/m/upLine/transfer');
    await expect(page.getByTestId('upline-name')).toHaveText('Karim (agent01)');
    await clean(page, 'transfer to upline');

    for (const route of ['/m/vouReport', '/m/withdrawReport']) {
      await page.goto(route);
      await expect(page.locator('[aria-busy="false"]').first()).toBeVisible();
      await clean(page, route);
    }

    await devMember({ withdrawalPassword: PIN });
    await page.goto('/m/withdraw');
    await expect(
      page.getByRole('heading', { name: lng === 'bn' ? 'আগে আপনার মোবাইল নম্বর যাচাই করুন' : 'Verify your mobile number first' }),
    ).toBeVisible();
    await clean(page, 'no verified number');

    await devMember({ type: 4 });
    await page.goto('/m/withdraw');
    // the gate's message (decision 026): free_reject in the page's place
    await expect(page.getByTestId('route-closed').getByText(lng === 'bn' ? /আসল অ্যাকাউন্টে/ : /actual account/)).toBeVisible();
    await clean(page, 'trial account');
  });
}

test('the withdraw form with a bound account, and records with history, in both languages', async ({ page, devMember, login }) => {
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  for (const lng of ['bn', 'en']) {
    await page.evaluate((l) => localStorage.setItem('wl.language', l), lng);
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdrawable')).toHaveText('৳2,000.00');
    await clean(page, `withdraw form (${lng})`);
  }
  // demo01's seeded history: every status of deposits and withdrawals (read only)
  await login('demo01', 'Demo@1234');
  for (const lng of ['bn', 'en']) {
    await page.evaluate((l) => localStorage.setItem('wl.language', l), lng);
    for (const route of ['/m/vouReport', '/m/withdrawReport']) {
      await page.goto(route);
      await page.getByRole('radio', { name: lng === 'bn' ? 'গত ৩০ দিন' : 'Last 30 days' }).check();
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await clean(page, `${route} with history (${lng})`);
    }
  }
});
