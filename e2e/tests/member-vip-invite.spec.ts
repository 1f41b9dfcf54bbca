// VIP benefits and invite friends (issue 10): demo01's referral code and link, the QR code (its encoder a chunk
// the remote loads on demand, here from the composed site), axe clean. The VIP screen's level, meters and levels are
// one screen's behaviour: mf-member's vip-screen.test.tsx (and demo01 at Silver of ten levels, the dev API's
// vip-routes.test.ts).
import { expect, test } from '../fixtures/cashier.ts';
import { axeTest } from '../lib/axe-screens.ts';

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

// the journey above is in Bengali; the languages taken in turn (decision 071), the screens' axe is in English
axeTest('VIP benefits and invite friends', 'en', [
  { path: '/m/member/benefits', ready: (page) => expect(page.getByRole('meter').first()).toBeVisible() },
  { path: '/m/inviteFriends', ready: (page) => expect(page.getByText('RAHIM22', { exact: true })).toBeVisible() },
]);
