// Money submits (issue 9): bad amounts are refused with a message and nothing is sent; a double tap
// sends one request; a retry after a lost answer moves the money once; a 500 keeps what was typed.
import { expect, test, PIN } from '../fixtures/cashier.ts';
import { expectHeaderBalance, slowPlatform, watchSubmits } from '../lib/cashier-helpers.ts';

test.use({ language: 'en' });

const BAD_AMOUNTS: [string, string][] = [
  ['0', 'The amount must be more than zero'],
  ['-500', 'The amount cannot be negative'],
  ['abc', 'Use digits only'],
  ['500.125', 'The amount can have at most 2 decimals'],
  ['30000', 'The maximum amount is ৳25,000.00'],
];

test('deposit: zero, negative, letters, 3 decimals and above the maximum are refused with a message, nothing sent', async ({
  page,
  devMember,
}) => {
  await devMember();
  await page.goto('/m/voucherCenter');
  const sent = watchSubmits(page);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  for (const [typed, message] of [...BAD_AMOUNTS, ['150', 'The minimum amount is ৳200.00'] as [string, string]]) {
    await amount.fill(typed);
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await expect(amount, typed).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent.map((r) => r.url())).toEqual([]);
});

test('withdraw: over the balance, zero, negative, letters, 3 decimals and above the maximum are refused, nothing sent', async ({
  page,
  devMember,
}) => {
  await devMember({ balance: '1000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('৳1,000.00');
  const sent = watchSubmits(page);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await page.getByLabel('Withdrawal password').fill(PIN);
  for (const [typed, message] of [['1000.01', 'The amount is more than your balance (৳1,000.00)'] as [string, string], ...BAD_AMOUNTS]) {
    await amount.fill(typed);
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await expect(amount, typed).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  expect(sent.map((r) => r.url())).toEqual([]);
});

test('deposit: a double tap sends one request', async ({ page, devMember }) => {
  await devMember();
  await page.goto('/m/voucherCenter');
  await slowPlatform(page, '**/wps/relay/MCS2_manualTransfer');
  const sent = watchSubmits(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Deposit ৳500.00' }).dblclick();
  await expect(page).toHaveURL(/depositId=\d+/);
  expect(sent.filter((r) => r.url().includes('MCS2_manualTransfer'))).toHaveLength(1);
});

test('withdraw: a double tap sends one request and holds the amount once', async ({ page, devMember }) => {
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await slowPlatform(page, '**/wps/transaction/withdraw');
  const sent = watchSubmits(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('700');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳700.00' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  expect(sent.filter((r) => r.url().includes('/wps/transaction/withdraw'))).toHaveLength(1);
  await expectHeaderBalance(page, '1,300.00');
});

test('a retry after a lost answer carries the same key: the platform makes one deposit', async ({ page, devMember, allowPageErrors }) => {
  // the test drops the first answer's connection: Chromium prints the reset
  allowPageErrors(/^console: Failed to load resource: net::ERR_CONNECTION_RESET \(.*\/wps\/relay\/MCS2_manualTransfer\)$/);
  const member = await devMember();
  await page.goto('/m/voucherCenter');
  let lost = false;
  await page.route('**/wps/relay/MCS2_manualTransfer', async (route) => {
    if (lost) return route.continue();
    lost = true;
    // the request reaches the platform, its answer never reaches the phone
    await route.fetch();
    await route.abort('connectionreset');
  });
  const sent = watchSubmits(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('400');
  await page.getByRole('button', { name: 'Deposit ৳400.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Network error');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('400');
  await page.getByRole('button', { name: 'Deposit ৳400.00' }).click();
  await expect(page).toHaveURL(/depositId=\d+/);
  const keys = await Promise.all(sent.map((r) => r.headerValue('idempotency-key')));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const pending = await (await page.request.get('/dev/cashier/pending')).json();
  expect(pending.deposits.filter((d: { username: string }) => d.username === member.username)).toHaveLength(1);
});

test('a 500 from the platform on submit keeps what the player typed', async ({ page, devMember, allowPageErrors }) => {
  // the test makes the platform answer 500: Chromium prints each
  allowPageErrors(
    /^console: Failed to load resource: the server responded with a status of 500 .*\/wps\/(relay\/MCS2_manualTransfer|transaction\/withdraw)\)$/,
  );
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  for (const path of ['**/wps/relay/MCS2_manualTransfer', '**/wps/transaction/withdraw']) {
    let failed = false;
    await page.route(path, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
  }

  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Rocket/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('750.25');
  await page.getByRole('button', { name: 'Deposit ৳750.25' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was lost');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('750.25');
  await expect(page.getByRole('radio', { name: /Rocket/ })).toBeChecked();
  await page.getByRole('button', { name: 'Deposit ৳750.25' }).click();
  await expect(page).toHaveURL(/depositId=\d+/);

  await page.goto('/m/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('650');
  await page.getByLabel('Withdrawal password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳650.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Unknown error');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('650');
  await expect(page.getByLabel('Withdrawal password')).toHaveValue(PIN);
  await page.getByRole('button', { name: 'Withdraw ৳650.00' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expectHeaderBalance(page, '1,350.00');
});
