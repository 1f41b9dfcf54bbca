// Security centre (issue 10) on a fresh member: a changed nickname shows in the header.
import { expect, PIN, test } from '../fixtures/cashier.ts';
import { useLanguage } from '../fixtures/test.ts';
import { controlProblems, seriousAxeFindings } from '../lib/axe.ts';

test('changing the nickname shows it in the header', async ({ page, devMember, pageErrors }) => {
  await devMember();
  await page.goto('/m/securityCenter');
  await page.locator('summary', { hasText: 'ডাকনাম' }).click();
  await page.getByRole('textbox', { name: 'ডাকনাম' }).fill('Shapla');
  await page.getByRole('textbox', { name: 'ডাকনাম' }).locator('xpath=ancestor::form').getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  // the member's row is on the home header only (spec section 2): back (home, as the page opened the tab)
  await page.locator('header').getByRole('button', { name: 'পিছনে' }).click();
  await expect(page.locator('header').getByTestId('header-name')).toHaveText('Shapla');
  expect(pageErrors).toEqual([]);
});

// the journey above is in Bengali; the languages taken in turn (decision 071), the screen's axe is in English
test('axe finds nothing serious on the security centre, every section open (en)', async ({ page, devMember }) => {
  await useLanguage(page, 'en');
  // a PIN and a verified number: the PIN reset's form with its code field is there to judge
  await devMember({ withdrawalPassword: PIN, mobile: true });
  await page.goto('/m/securityCenter');
  await expect(page.getByRole('meter')).toBeVisible();
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('#main details')) (details as HTMLDetailsElement).open = true;
  });
  await expect(page.getByRole('button', { name: 'Send code' }).first()).toBeVisible();
  expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
  expect(await controlProblems(page)).toEqual([]);
});
