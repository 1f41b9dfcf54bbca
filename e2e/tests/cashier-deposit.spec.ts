// Deposit journeys (issue 9): each of the three flows goes pending in /m/vouReport, the operator (or the
// simulated gateway) approves it, and the header's balance rises by exactly the amount.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { depositIdInUrl, expectHeaderBalance, operator, uniqueTrxId } from '../lib/cashier-helpers.ts';

/** A fresh member with ৳1,000.00 on the deposit page, the channel chosen. */
async function openDeposit(page: Page, devMember: (o: { balance: string }) => Promise<unknown>, channel: RegExp) {
  await devMember({ balance: '1000.00' });
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: channel }).check();
}

const orderNo = (id: number) => `D${String(id).padStart(8, '0')}`;

test.use({ language: 'en' });

test('e-wallet: copy the number, pay, send the TrxID; pending in the records; approved, the balance rises by the amount', async ({
  page,
  context,
  devMember,
  pageErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await devMember({ balance: '1000.00' });
  await page.goto('/m/voucherCenter');
  await expectHeaderBalance(page, '1,000.00');
  await page.getByRole('radio', { name: /Nagad/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1250.50');
  await page.getByRole('button', { name: 'Deposit ৳1,250.50' }).click();
  const id = await depositIdInUrl(page);

  await expect(page.getByText('Nagad agent number (Cash Out)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy number' }).click();
  await expect(page.getByRole('button', { name: 'Copied number' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01812334455');
  // the window counts from the platform's expiry: 15 minutes for Nagad
  await expect(page.getByText(/^1[45]:\d\d$/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Your Nagad number' }).fill('01812345678');
  await page.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).fill(uniqueTrxId(8).toLowerCase());
  await page.getByRole('button', { name: 'Submit payment details' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit request sent' })).toBeVisible();

  await page.getByRole('link', { name: 'See deposit records' }).click();
  await expect(page).toHaveURL(/\/m\/vouReport$/);
  const row = page.getByRole('listitem').filter({ hasText: orderNo(id) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('৳1,250.50');

  await operator(page, 'deposits/approve', id);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('Approved');
  // back on the request, it sees the approval and the header's balance follows
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await expectHeaderBalance(page, '2,250.50');
  expect(pageErrors).toEqual([]);
});

test('bank transfer: the account and the reference to write; the page follows the approval by itself', async ({
  page,
  devMember,
  pageErrors,
}) => {
  await openDeposit(page, devMember, /Bank transfer/);
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'BRAC Bank' });
  await page.getByRole('button', { name: '৳5,000.00', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit ৳5,000.00' }).click();
  const id = await depositIdInUrl(page);

  await expect(page.getByRole('heading', { name: 'Transfer to BRAC Bank' })).toBeVisible();
  await expect(page.getByText('1501204587912001')).toBeVisible();
  await expect(page.getByText(/^K24-[A-Z0-9]{6}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on the account you paid from' }).fill('Abdur Rahim');
  await page.getByRole('button', { name: 'Submit payment details' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit request sent' })).toBeVisible();

  const pending = await (await page.request.get('/dev/cashier/pending')).json();
  expect(pending.deposits.find((d: { id: number }) => d.id === id)).toMatchObject({
    status: 'pending',
    amount: 5000,
    payerName: 'Abdur Rahim',
  });
  await operator(page, 'deposits/approve', id);
  // no tap: the waiting screen asks again every few seconds
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible({ timeout: 12_000 });
  await expectHeaderBalance(page, '6,000.00');

  await page.goto('/m/vouReport');
  await expect(page.getByRole('listitem').filter({ hasText: orderNo(id) })).toContainText('Approved');
  expect(pageErrors).toEqual([]);
});

test('online gateway: to the payment page and back to a result screen that reads the real status', async ({
  page,
  devMember,
  pageErrors,
}) => {
  await openDeposit(page, devMember, /Online payment/);
  await page.getByRole('textbox', { name: 'Amount' }).fill('600');
  await page.getByRole('button', { name: 'Deposit ৳600.00' }).click();
  await expect(page.getByTestId('dev-gateway')).toBeVisible();
  const gateway = page.url();

  // not paid yet: the request waits in the records
  await page.goto('/m/vouReport');
  const row = page.getByRole('listitem').filter({ hasText: 'Online payment' });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('৳600.00');

  await page.goto(gateway);
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?result=paid&depositId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await expectHeaderBalance(page, '1,600.00');
  await page.goto('/m/vouReport');
  await expect(row).toContainText('Approved');
  expect(pageErrors).toEqual([]);
});

test('a cancelled gateway payment comes back as cancelled, and credits nothing', async ({ page, devMember }) => {
  await openDeposit(page, devMember, /Online payment/);
  await page.getByRole('button', { name: '৳1,000.00', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit ৳1,000.00' }).click();
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expectHeaderBalance(page, '1,000.00');
});

test('the request survives a reload: its payment step comes back with the time left', async ({ page, devMember }) => {
  await devMember();
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Deposit ৳300.00' }).click();
  await depositIdInUrl(page);
  await expect(page.getByText('01711223344')).toBeVisible();
  await page.reload();
  await expect(page.getByText('01711223344')).toBeVisible();
  await expect(page.getByText(/^1[45]:\d\d$/)).toBeVisible();
});
