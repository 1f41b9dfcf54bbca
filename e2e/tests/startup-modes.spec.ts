import { test, expect } from '../fixtures/test.ts';

const status = (maintenance: boolean, regionRestriction: boolean) =>
  JSON.stringify({ success: true, value: { maintenance, regionRestriction, location: 'Narnia', info: {} } });

test('maintenance (1) shows its screen on every route', async ({ page }) => {
  await page.route('**/wps/system/status', (r) => r.fulfill({ contentType: 'application/json', body: status(true, false) }));
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/maintenance$/);
  await expect(page.getByTestId('maintenance')).toContainText('সিস্টেম আপগ্রেড হচ্ছে');
});

test('maintenance wins when both flags are set', async ({ page }) => {
  await page.route('**/wps/system/status', (r) => r.fulfill({ contentType: 'application/json', body: status(true, true) }));
  await page.goto('/m/home');
  await expect(page.getByTestId('maintenance')).toBeVisible();
});

test('region-restricted (2) shows its own screen', async ({ page }) => {
  await page.route('**/wps/system/status', (r) => r.fulfill({ contentType: 'application/json', body: status(false, true) }));
  await page.goto('/m/home');
  await expect(page.getByTestId('region-restricted')).toContainText('Narnia');
});

test('normal (0): the maintenance route shows the maintenance screen, with the header and its way back (decision 029)', async ({
  page,
}) => {
  await page.goto('/m/maintenance');
  await expect(page).toHaveURL(/\/m\/maintenance$/);
  await expect(page.getByTestId('maintenance')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'পিছনে' })).toBeVisible();
});

test('a start that cannot reach the platform offers a retry that works', async ({ page, allowPageErrors }) => {
  // the test fails the status call: the refused call, and the start's report of it
  allowPageErrors(/^console: (Failed to load resource: net::ERR_FAILED|\[shell\] start failed )/);
  let fail = true;
  await page.route('**/wps/system/status', (r) => (fail ? r.abort() : r.continue()));
  await page.goto('/m/home');
  await expect(page.getByTestId('startup-failed')).toBeVisible({ timeout: 10_000 });
  fail = false;
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
});
