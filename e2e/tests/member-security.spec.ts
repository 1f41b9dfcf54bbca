// Security centre (issue 10) on a fresh member: a changed nickname shows in the header.
import { expect, test } from '../fixtures/cashier.ts';
import { useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';

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

for (const lng of ['bn', 'en'] as const) {
  test(`axe finds nothing serious on the security centre (${lng})`, async ({ page, login }) => {
    await useLanguage(page, lng);
    await login('demo01', 'Demo@1234');
    await page.goto('/m/securityCenter');
    await expect(page.getByRole('meter')).toBeVisible();
    expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
  });
}
