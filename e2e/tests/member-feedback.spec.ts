// Feedback (issue 10) on a fresh member: each refusal with its message and nothing sent, then a send.
import { expect, test } from '../fixtures/cashier.ts';
import { useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const buffer = Buffer.alloc(size);
  buffer.set(PNG_HEADER);
  return { name, mimeType: 'image/png', buffer };
};

test('refuses 141 characters, a .txt file, a 6 MB png and a fourth picture, then sends', async ({
  page,
  devMember,
  pageErrors,
  allowPageErrors,
}) => {
  // Chromium reports connect-src refusals of the previews' blob: addresses in this journey; the previews show
  // and the feedback is sent, and one picture chosen outside the test reports none. Not understood yet: issue
  // 25's note lists it.
  allowPageErrors(/^console: Connecting to 'blob:http:\/\/[^']+' violates the following Content Security Policy directive: "connect-src /);
  await devMember();
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/wps/feedback') && sent.push(r.url()));
  await page.goto('/m/feedback');
  await expect(page.getByText('আপনি এখনও কোনো মতামত পাঠাননি')).toBeVisible();
  await page.getByRole('combobox', { name: 'মতামতের ধরন' }).selectOption({ index: 1 });
  const remark = page.getByRole('textbox', { name: 'আপনার মতামত' });
  await remark.fill('a'.repeat(141));
  await expect(page.getByText('১৪১/১৪০')).toBeVisible();
  await page.getByRole('button', { name: 'পাঠান' }).click();
  await expect(page.getByText('মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে')).toBeVisible();

  const pictures = page.getByLabel('ছবি যোগ করুন');
  await pictures.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('শুধু PNG বা JPG ছবি গ্রহণযোগ্য');
  await pictures.setInputFiles(png('big.png', 6 * 1024 * 1024));
  await expect(page.getByRole('alert')).toHaveText('প্রতিটি ছবি সর্বোচ্চ ৫ MB হতে পারে');
  await pictures.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(page.getByRole('alert')).toHaveText('সর্বোচ্চ ৩টি ছবি যুক্ত করা যায়');
  await expect(page.getByRole('img', { name: /নম্বর ছবি/ })).toHaveCount(3);
  await page.getByRole('button', { name: '৩ নম্বর ছবি সরান' }).click();
  await expect(page.getByRole('img', { name: /নম্বর ছবি/ })).toHaveCount(2);
  expect(sent).toHaveLength(0);

  await remark.fill('The deposit page was slow today');
  await expect(page.getByText('৩১/১৪০')).toBeVisible();
  await page.getByRole('button', { name: 'পাঠান' }).click();
  await expect(page.getByText('ধন্যবাদ, আপনার মতামত পাঠানো হয়েছে')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'The deposit page was slow today' })).toBeVisible();
  await expect(remark).toHaveValue('');
  expect(sent).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

for (const lng of ['bn', 'en'] as const) {
  test(`axe finds nothing serious on feedback (${lng})`, async ({ page, login }) => {
    await useLanguage(page, lng);
    await login('demo01', 'Demo@1234');
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { name: lng === 'bn' ? 'আগের মতামত' : 'Earlier feedback' })).toBeVisible();
    await expect(page.getByRole('combobox')).toBeEnabled();
    expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
  });
}
