// A pending salary contract (issue 11 item 6): prompted on the home, accepted on its screen, not prompted again.
import { expect, test, useLanguage } from '../fixtures/cashier.ts';
import { offerContracts } from '../lib/agent-helpers.ts';
import { arrivalSettled, skipHomePopups, watchPopupCalls } from '../lib/lobby-helpers.ts';

test('a fresh agent: the home asks about the daily salary offer, it is accepted on its screen, and never asked again', async ({
  page,
  context,
  devMember,
  pageErrors,
}) => {
  await useLanguage(page, 'en');
  const agent = await devMember({ type: 1 });
  await offerContracts(page, agent.username, ['DAILY_SALARY']);

  await page.goto('/m/home');
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('You have a daily salary contract waiting for your answer');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

  const offer = page.getByRole('region', { name: 'Offered to you' });
  await expect(offer.getByRole('table', { name: 'Tiers' })).toBeVisible();
  await offer.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Contract accepted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your signed contract' })).toContainText('Signed');
  await expect(page.getByRole('region', { name: 'Offered to you' })).toHaveCount(0);

  // a new tab is a new page session: the home asks the platform again, and nothing is waiting
  const again = await context.newPage();
  await skipHomePopups(again);
  await watchPopupCalls(again);
  await again.addInitScript((l) => localStorage.setItem('wl.language', l), 'en');
  await again.goto('/runtime/whitelabel.json');
  await again.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), agent.session);
  const asked = again.waitForResponse((r) => r.url().includes('COMM3_contractRequests'));
  await again.goto('/m/home');
  const reply = await (await asked).json();
  expect(reply.value).toMatchObject({ dailysalreqtype: 0 });
  // the answer's turn: no question opens on it
  await arrivalSettled(again);
  await expect(again.getByRole('dialog')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
