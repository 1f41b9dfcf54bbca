// The agent home (issue 11 item 2): greeting by the local hour, balance, today's team, the grid by the menu flags.
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { setFlags } from '../lib/agent-helpers.ts';

// in Bengali, where the four parts of the day have four words (English says "afternoon" twice)
const greetings = [
  ['09:30', 'শুভ সকাল, Karim'],
  ['12:00', 'শুভ দুপুর, Karim'],
  ['16:45', 'শুভ বিকেল, Karim'],
  ['21:10', 'শুভ সন্ধ্যা, Karim'],
] as const;

for (const [time, greeting] of greetings) {
  test(`agent01 at ${time}: "${greeting}", the balance with 2 decimals and today's team counts`, async ({ page, login, pageErrors }) => {
    // the local clock of the browser; the page's own calls keep going
    await useLanguage(page, 'bn');
    await page.clock.setFixedTime(new Date(`2026-11-20T${time}:00`));
    await login('agent01', 'Agent@1234');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
    await expect(page.getByText('আজ 2026/11/20')).toBeVisible();
    await expect(page.getByText(/^৳ \d{1,3}(,\d{3})*\.\d\d$/)).toBeVisible();
    const team = page.getByRole('region', { name: 'আজকের টিম' });
    for (const label of ['লগইন করেছে', 'বেট করেছে', 'নিবন্ধিত', 'অনলাইন']) await expect(team.getByText(label)).toBeVisible();
    await expect(team.locator('dd')).toHaveCount(4);
    for (const value of await team.locator('dd').allTextContents()) expect(value).toMatch(/^\d+$/);
    // no header, no bottom menu on the agent home
    await expect(page.getByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('[data-bottom-menu="false"]')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });
}

test('the grid follows the agent menu flags; customer service is always there', async ({ page, login }) => {
  await useLanguage(page, 'en');
  await login('agent01', 'Agent@1234');
  await page.goto('/m/agent');
  const grid = page.getByRole('navigation', { name: 'Agency centre menu' });
  await expect(grid.getByRole('link', { name: 'My downline' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Team overview' })).toBeVisible();
  await expect(grid.getByRole('link', { name: /^Mail 1 unread$/ })).toBeVisible();
  try {
    await setFlags(page, { AGETEAM3: false, AGEINFO3: false });
    await page.reload();
    await expect(grid.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'My downline' })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: 'Team overview' })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: 'Team betting' })).toBeVisible();
  } finally {
    await setFlags(page, { AGETEAM3: null, AGEINFO3: null });
  }
  await page.reload();
  await expect(grid.getByRole('link', { name: 'My downline' })).toBeVisible();
  await grid.getByRole('link', { name: 'My downline' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
});
