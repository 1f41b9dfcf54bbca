// VIP benefits and invite friends (issue 10): demo01's figures, the QR code, axe clean in bn and en.
import { expect, test } from '../fixtures/cashier.ts';
import { axeTestInBothLanguages } from '../lib/axe-screens.ts';

test("demo01's VIP level and progress, and every level", async ({ page, login, pageErrors }) => {
  await login('demo01', 'Demo@1234');
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('region', { name: 'আপনার স্তর' })).toContainText('VIP2');
  await expect(page.getByRole('meter')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  expect(pageErrors).toEqual([]);
});

test("demo01's referral code, link on this site, QR code and invited friends", async ({ page, login, baseURL, pageErrors }) => {
  await login('demo01', 'Demo@1234');
  await page.goto('/m/inviteFriends');
  await expect(page.getByText('RAHIM22', { exact: true })).toBeVisible();
  await expect(page.getByText(`${baseURL}/m/register?code=RAHIM22`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'আপনার রেফারেল লিংকের কিউআর কোড' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // ten friends on the first page (of twelve), each shown by a masked account
  await expect(page.getByRole('region', { name: 'আমন্ত্রিত বন্ধুরা' }).getByText(/^\w+\*{4}\w+$/)).toHaveCount(10);
  expect(pageErrors).toEqual([]);
});

axeTestInBothLanguages('VIP benefits and invite friends', [
  { path: '/m/member/benefits', ready: (page) => expect(page.getByRole('meter').first()).toBeVisible() },
  { path: '/m/inviteFriends', ready: (page) => expect(page.getByText('RAHIM22', { exact: true })).toBeVisible() },
]);
