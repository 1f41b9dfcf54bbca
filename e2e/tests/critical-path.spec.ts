// The critical path's hints as the browser takes them. The hints themselves are the server's tests
// (server/src/page/critical-path.test.ts, the page's compression in server/src/app.test.ts); nginx's copies of
// the static files are nginx-static.spec.ts's.
import { STARTUP_CALLS } from '@wl/plain/startup-calls';
import { expect, test } from '../fixtures/test.ts';

test('each start-up call goes to the network once: the page’s early call is the shell’s, in either language', async ({ page }) => {
  const calls: string[] = [];
  const startup: string[] = Object.values(STARTUP_CALLS);
  page.on('request', (r) => {
    if (startup.includes(new URL(r.url()).pathname)) calls.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/login');
  await expect(page.locator('[data-remote-page="mf-auth"]')).toBeVisible();
  expect(calls.sort()).toEqual([...startup].sort());

  calls.length = 0;
  await page.evaluate(() => localStorage.setItem('wl.language', 'en'));
  await page.reload();
  await expect(page.locator('[data-remote-page="mf-auth"]')).toBeVisible();
  expect(calls).toHaveLength(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
