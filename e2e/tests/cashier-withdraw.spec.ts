// Withdraw journeys (issue 9): the amount is held at once and shows in /m/withdrawReport; a rejection
// returns it; a member without a withdrawal password sets one first and binds an account.
import { expect, test, PIN } from '../fixtures/cashier.ts';
import { expectHeaderBalance, lastSmsCode, operator } from '../lib/cashier-helpers.ts';

test.use({ language: 'en' });

test('a withdrawal holds the amount at once, shows pending in the records, and a rejection returns it', async ({
  page,
  devMember,
  pageErrors,
}) => {
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await expectHeaderBalance(page, '2,000.00');
  await expect(page.getByText('0 of 10')).toBeVisible();
  await expect(page.getByRole('radio', { name: /bKash · 017\*\*\*\*\d{4}/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill('750.50');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳750.50' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(page.getByText('Balance now: ৳1,249.50')).toBeVisible();

  await page.getByRole('link', { name: 'See withdrawal records' }).click();
  // held at once: the header follows without a reload
  await expectHeaderBalance(page, '1,249.50');
  const row = page.getByRole('listitem').filter({ hasText: '৳750.50' });
  await expect(row).toContainText('Pending');
  const orderNo = (await row.getByText(/^W\d{8}$/).textContent())!;
  await operator(page, 'withdrawals/reject', Number(orderNo.slice(1)));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('Rejected');
  await page.reload();
  await expectHeaderBalance(page, '2,000.00');
  expect(pageErrors).toEqual([]);
});

test('a paid withdrawal stays paid: the amount does not come back', async ({ page, devMember }) => {
  const member = await devMember({ balance: '1000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳500.00' }).click();
  await expectHeaderBalance(page, '500.00');
  const { withdrawals } = await (await page.request.get('/dev/cashier/pending')).json();
  const mine = withdrawals.filter((w: { username: string }) => w.username === member.username);
  expect(mine).toHaveLength(1);
  await operator(page, 'withdrawals/pay', mine[0].id);
  await page.goto('/m/withdrawReport');
  await expect(page.getByRole('listitem').filter({ hasText: '৳500.00' })).toContainText('Paid');
  await expectHeaderBalance(page, '500.00');
});

test('without a withdrawal password: set it first, then bind an e-wallet with the SMS code; it waits out its hold', async ({
  page,
  devMember,
}) => {
  const member = await devMember({ balance: '1500.00', mobile: true });
  await page.goto('/m/withdraw');
  await expect(page.getByRole('heading', { name: 'Set a withdrawal password first' })).toBeVisible();
  await page.getByLabel('New withdrawal password').fill('123456');
  await page.getByLabel('Confirm withdrawal password').fill('123456');
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page.getByLabel('New withdrawal password')).toHaveAccessibleDescription(/Too easy to guess/);
  await page.getByLabel('New withdrawal password').fill(PIN);
  await page.getByLabel('Confirm withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Set password and continue' }).click();

  const form = page.getByRole('form', { name: 'Add a payout account' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'E-wallet' }).selectOption('NAGAD');
  await form.getByRole('textbox', { name: 'Wallet number' }).fill('0181234');
  await form.getByLabel('Withdrawal password').fill(PIN);
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(form.getByRole('textbox', { name: 'Wallet number' })).toHaveAccessibleDescription(/Enter a valid number/);
  await form.getByRole('textbox', { name: 'Wallet number' }).fill('01812-345678');
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await lastSmsCode(page, member.mobile!));
  await form.getByRole('button', { name: 'Add account' }).click();
  const account = page.getByRole('radio', { name: /Nagad · 018\*\*\*\*5678/ });
  await expect(account).toBeDisabled();

  // nothing to withdraw to until the hold ends: the form says so and moves nothing
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳500.00' }).click();
  await expect(page.getByText('Choose the account to receive the money')).toBeVisible();
  await expectHeaderBalance(page, '1,500.00');
});

test('a wrong withdrawal password is refused at its field and moves nothing', async ({ page, devMember }) => {
  await devMember({ balance: '1000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByLabel('Withdrawal password').fill('864200');
  await page.getByRole('button', { name: 'Withdraw ৳500.00' }).click();
  await expect(page.getByLabel('Withdrawal password')).toHaveAccessibleDescription(/Withdrawal password incorrect; 4 tries left/);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await expectHeaderBalance(page, '1,000.00');
});
