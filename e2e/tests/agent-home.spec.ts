// The agent home (issue 11 item 2): greeting by the platform's hour, balance, today's team, the grid by the menu flags.
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { flagsOff } from '../lib/flags-off.ts';
import { platformAt } from '../lib/platform-time.ts';

// in Bengali, where the four parts of the day have four words (English says "afternoon" twice); the hour of the
// platform's zone (Asia/Dhaka, UTC+6) on the platform's clock (decision 027), whatever the phone's clock and zone
const greetings = [
  ['09:30', '03:30', 'শুভ সকাল, Karim'],
  ['12:00', '06:00', 'শুভ দুপুর, Karim'],
  ['16:45', '10:45', 'শুভ বিকেল, Karim'],
  ['21:10', '15:10', 'শুভ সন্ধ্যা, Karim'],
] as const;

test.use({ timezoneId: 'America/Los_Angeles' });

for (const [dhaka, utc, greeting] of greetings) {
  test(`agent01 at ${dhaka} in Dhaka: "${greeting}", the balance with 2 decimals and today's team counts`, async ({
    page,
    login,
    pageErrors,
  }) => {
    await useLanguage(page, 'bn');
    // the phone's clock says another day and hour altogether; the platform's answers say its time
    await page.clock.setFixedTime(new Date('2026-11-18T20:00:00Z'));
    await platformAt(page, Date.parse(`2026-11-20T${utc}:00Z`));
    await login('agent01', 'Agent@1234');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
    await expect(page.getByText('আজ ২০২৬/১১/২০')).toBeVisible();
    await expect(page.getByText(/^৳\d{1,3}(,\d{3})*\.\d\d$/)).toBeVisible();
    const team = page.getByRole('region', { name: 'আজকের টিম' });
    for (const label of ['লগইন করেছে', 'বেট করেছে', 'নিবন্ধিত', 'অনলাইন']) await expect(team.getByText(label)).toBeVisible();
    await expect(team.locator('dd')).toHaveCount(4);
    for (const value of await team.locator('dd').allTextContents()) expect(value).toMatch(/^[০-৯]+$/);
    // no header, no bottom menu on the agent home; the shell's way on instead (decision 029)
    await expect(page.getByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('[data-bottom-menu="false"]')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'দ্রুত যাওয়ার পথ' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

test("at 23:50 UTC the agent home's today and the reports' today are the same platform day, the next one in Dhaka", async ({
  page,
  login,
}) => {
  await useLanguage(page, 'bn');
  await platformAt(page, Date.parse('2026-11-26T23:50:00Z'));
  await login('agent01', 'Agent@1234');
  await page.goto('/m/agent');
  await expect(page.getByText('আজ ২০২৬/১১/২৭')).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes('/wps/agent/teamInfo') && r.url().includes('startDate'));
  await page.goto('/m/agent/team/overview');
  const query = new URL((await asked).url()).searchParams;
  expect([query.get('startDate'), query.get('endDate')]).toEqual(['2026-11-27', '2026-11-27']);
});

test('the grid follows the agent menu flags; customer service is always there', async ({ page, login }) => {
  await useLanguage(page, 'en');
  await login('agent01', 'Agent@1234');
  await page.goto('/m/agent');
  const grid = page.getByRole('navigation', { name: 'Agency centre menu' });
  await expect(grid.getByRole('link', { name: 'My downline' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Team overview' })).toBeVisible();
  await expect(grid.getByRole('link', { name: /^Mail 1 unread$/ })).toBeVisible();
  // off for this page only: the other tests share the dev API
  await flagsOff(page, ['AGETEAM3', 'AGEINFO3']);
  await page.reload();
  await expect(grid.getByRole('link', { name: 'Customer service' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'My downline' })).toHaveCount(0);
  await expect(grid.getByRole('link', { name: 'Team overview' })).toHaveCount(0);
  await expect(grid.getByRole('link', { name: 'Team betting' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(grid.getByRole('link', { name: 'My downline' })).toBeVisible();
  await grid.getByRole('link', { name: 'My downline' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
});
