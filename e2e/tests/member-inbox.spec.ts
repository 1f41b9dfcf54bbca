// The inbox (issue 10): reading a mail lowers the header's unread count; the hostile mail runs nothing.
import { expect, test } from '../fixtures/cashier.ts';
import { axeTest } from '../lib/axe-screens.ts';
import { imagesSettled } from '../lib/page-settled.ts';

test('a guest opening the inbox gets the login dialog', async ({ page }) => {
  await page.goto('/m/webEmail');
  await expect(page.getByRole('dialog', { name: 'লগইন' })).toBeVisible();
});

test("reading agent01's unread mail lowers the unread count to none", async ({ page, login, pageErrors }) => {
  await login('agent01', 'Agent@1234');
  await page.goto('/m/webEmail');
  await expect(page.locator('header').getByTestId('unread-dot')).toBeVisible();
  const unread = page.getByRole('button', { name: /অপঠিত/ });
  await expect(unread).toHaveCount(1);
  await unread.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('header').getByTestId('unread-dot')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(page.getByRole('button', { name: /অপঠিত/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /অ্যাকাউন্ট|বার্তা|বেতন/ }).first()).toBeVisible();
  await expect(page.locator('header').getByTestId('unread-dot')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the hostile mail runs nothing, loads no tracker and covers nothing', async ({ page, login, pageErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const tracked: string[] = [];
  page.on('request', (r) => r.url().includes('tracker.example') && tracked.push(r.url()));
  await login('demo01', 'Demo@1234');
  await page.goto('/m/webEmail');
  await page.getByRole('button', { name: /অ্যাকাউন্ট যাচাই করুন/ }).click();
  const mail = page.getByRole('dialog', { name: 'অ্যাকাউন্ট যাচাই করুন' });
  await expect(mail.getByText('নিরাপত্তার জন্য আপনার অ্যাকাউন্ট যাচাই করুন।')).toBeVisible();
  // a tracker kept would have been asked for, and a handler run, by the time the mail's images are in
  await imagesSettled(mail);
  expect(dialogs).toEqual([]);
  expect(tracked).toEqual([]);
  expect(await page.evaluate(() => (window as { __wlXss?: string }).__wlXss)).toBeUndefined();
  // the phishing box would cover the whole window: the mail's own close button must still be on top
  const close = mail.getByRole('button', { name: 'বন্ধ করুন' });
  const box = (await close.boundingBox())!;
  const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), [
    box.x + box.width / 2,
    box.y + box.height / 2,
  ] as [number, number]);
  expect(topmost).toBe('বন্ধ করুন');
  await close.click();
  const header = (await page.locator('header').boundingBox())!;
  const atHeader = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('header'), [
    header.x + header.width / 2,
    header.y + header.height / 2,
  ] as [number, number]);
  expect(atHeader).toBe(true);
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  expect(pageErrors).toEqual([]);
});

// the journeys above are in Bengali; the languages taken in turn (decision 071), the screens' axe is in English
axeTest(
  'the inbox and agent announcements',
  'en',
  [
    { path: '/m/webEmail', ready: (page) => expect(page.getByRole('list').first()).toBeVisible() },
    {
      path: '/m/message',
      ready: async (page, lng) => {
        const announcements = lng === 'bn' ? 'ঘোষণা' : 'Announcements';
        await page.getByRole('button', { name: announcements }).click();
        await expect(page.getByRole('region', { name: announcements }).getByRole('listitem').first()).toBeVisible();
      },
    },
    {
      path: '/m/member/notice?types=A',
      ready: (page, lng) =>
        expect(page.getByRole('heading', { level: 2, name: lng === 'bn' ? 'এজেন্ট ঘোষণা' : 'Agent announcements' })).toBeVisible(),
    },
    // the agents' announcements are an agent's (decision 026): an agent, who has an inbox too, opens the three
  ],
  ['agent01', 'Agent@1234'],
);
