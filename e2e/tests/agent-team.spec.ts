// The team screens (issue 11 items 3 and 4): a period switch changes the KPIs; the downline's search and drill-down.
import { expect, test, useLanguage } from '../fixtures/test.ts';

test.beforeEach(async ({ page, login }) => {
  await useLanguage(page, 'en');
  await login('agent01', 'Agent@1234');
});

test('team overview: switching the period to the last 30 days changes the KPIs and draws a bar a day', async ({ page, pageErrors }) => {
  await page.goto('/m/agent/team/overview');
  const bets = page.getByTestId('kpi-bets');
  const active = page.getByTestId('kpi-activeMembers');
  await expect(bets).toHaveText(/^-?৳[\d,]+\.\d\d$/);
  const today = [await bets.textContent(), await active.textContent()];
  await page.getByRole('radio', { name: 'Last 30 days' }).check();
  await expect(page.getByRole('table', { name: 'Bets by day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bets by day' }).getByRole('row')).toHaveCount(31);
  expect([await bets.textContent(), await active.textContent()]).not.toEqual(today);
  expect(pageErrors).toEqual([]);
});

test('downline: drill into joyagent, back by the breadcrumb, and a search that looks at every level', async ({ page, pageErrors }) => {
  await page.goto('/m/member/team');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Agents');
  await expect(page.getByRole('link', { name: /^Downline of rubelagent/ })).toBeVisible();
  await expect(page.getByText('rakibhasan')).toHaveCount(0);
  await page.getByRole('link', { name: /^Downline of joyagent/ }).click();
  await expect(page.getByText('munni66')).toBeVisible();
  await expect(page.getByText('ratul09')).toBeVisible();
  const path = page.getByRole('navigation', { name: 'Whose downline' });
  await expect(path.getByText('joyagent')).toHaveAttribute('aria-current', 'page');
  await path.getByRole('link', { name: 'agent01' }).click();
  await expect(page.getByRole('navigation', { name: 'Whose downline' })).toHaveCount(0);
  await expect(page.getByText(/^\d+ members, \d+ online/)).toBeVisible();
  await expect(page.getByText('munni66')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by account' }).fill('MUNNI');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('munni66')).toBeVisible();
  await expect(page.getByText(/^1 members/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by account' }).fill('karimbd01');
  await page.getByRole('button', { name: 'Search' }).click();
  // agent02's player is not in agent01's team
  await expect(page.getByText('No member matches.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
