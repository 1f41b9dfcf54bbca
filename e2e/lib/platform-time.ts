import type { Page } from '@playwright/test';

/**
 * The platform's clock as the page learns it (decision 027): every answer of the platform says `at` (moving on from
 * there as time passes) in its Date header, whatever the dev API's own clock and the phone's say.
 */
export async function platformAt(page: Page, at: number) {
  const start = Date.now();
  await page.route('**/wps/**', async (route) => {
    const reply = await route.fetch();
    await route.fulfill({ response: reply, headers: { ...reply.headers(), date: new Date(at + Date.now() - start).toUTCString() } });
  });
}
