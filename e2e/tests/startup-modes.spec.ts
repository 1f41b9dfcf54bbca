import { test, expect } from '../fixtures/test.ts';

// The screens of each start-up mode are shell/src/app/startup-modes.test.tsx's; here the retry that starts the
// whole site again, federation included.
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
