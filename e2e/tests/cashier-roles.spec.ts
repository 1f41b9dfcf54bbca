// Who may use the cashier (issue 9, spec section 6): the upline transfer for an eligible member moves the
// balance; a guest is asked to log in and the page then works; a trial account gets 'Please login an actual
// account to use this function' and no form. The upline screen's refusals (type 2, no upline) are one
// screen's behaviour: mf-cashier's upline-screen.test.tsx shows them.
import { expect, test, PIN } from '../fixtures/cashier.ts';
import { expectHeaderBalance, watchSubmits } from '../lib/cashier-helpers.ts';

const CASHIER_ROUTES = ['/m/voucherCenter', '/m/withdraw', '/m/upLine/transfer', '/m/vouReport', '/m/withdrawReport'];

test.use({ language: 'en' });

test('transfer to upline: the upline shown, a confirmation, the new balance', async ({ page, devMember, pageErrors }) => {
  await devMember({ balance: '2000.00', upline: 'agent01', withdrawalPassword: PIN });
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('upline-name')).toHaveText('Karim (agent01)');
  const sent = watchSubmits(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Transfer ৳300.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to your upline?' });
  await expect(dialog).toContainText('৳300.00 goes to Karim (agent01) at once');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(sent).toHaveLength(0);
  await page.getByRole('button', { name: 'Transfer ৳300.00' }).click();
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer done' })).toBeVisible();
  await expect(page.getByTestId('upline-balance')).toHaveText('Your balance now: ৳1,700.00');
  await expectHeaderBalance(page, '1,700.00');
  expect(sent).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('a guest is asked to log in; after the login the deposit page works where it was', async ({ page, devMember, pageErrors }) => {
  const member = await devMember({ loggedIn: false });
  await page.goto('/m/voucherCenter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('radio', { name: /bKash/ })).toBeChecked();
  await expectHeaderBalance(page, '1,000.00');
  expect(pageErrors).toEqual([]);
});

test('a trial account is told to use an actual account on every cashier page, with no form', async ({ page, devMember }) => {
  await devMember({ type: 4 });
  const sent = watchSubmits(page);
  for (const route of CASHIER_ROUTES) {
    await page.goto(route);
    await expect(page.getByTestId('route-closed'), route).toHaveAttribute('data-reason', 'trial');
    await expect(page.getByText('Please login an actual account to use this function'), route).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  }
  expect(sent).toHaveLength(0);
});
