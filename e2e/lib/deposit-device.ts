// One fresh device (its own browser context and id) through a brand's deposit page, as a member: whether it ran the
// cashier's canary candidate, and whether it fell back to the stable release. The candidate of the canary and
// rollout journeys is the faulty fixture, whose deposit form throws on the render after the first key: a device on
// it must end on a working form from the stable release, in place, without a reload, with what was typed. Its
// reports reach the server before the page closes. The brand must answer at 127.0.0.1 too, where this process
// reaches it.
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';
import { type BrandSite, signInDevMember } from './brands.ts';

const cashierSlot = (page: Page) => page.locator('[data-remote-page="mf-cashier"]');
const amount = (page: Page) => cashierSlot(page).getByRole('textbox', { name: /^পরিমাণ/ });

export async function depositAsDevice(
  browser: Browser,
  options: { site: BrandSite; host: string; merchant: string; device: string; origin: string; stable: string; candidate: string },
): Promise<{ onCandidate: boolean; fellBack: boolean }> {
  const { site, host, device, origin } = options;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [
        { name: 'wl_device', value: device, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInDevMember(page, site, host, options.merchant);
  await page.goto(`${origin}/m/voucherCenter`);
  await expect(amount(page)).toBeVisible();
  const first = await cashierSlot(page).getAttribute('data-release');
  // a mark that a reload would wipe
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  await amount(page).fill('500');
  await expect(cashierSlot(page)).toHaveAttribute('data-release', options.stable);
  await expect(amount(page)).toHaveValue('500');
  await expect(cashierSlot(page).getByRole('button', { name: /(৫০০|500).* জমা করুন$/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  const fellBack = (await context.cookies()).some((c) => c.name === 'wl_fell_back');
  // the batched reports leave as the page is hidden: hidden here, while it lives, and carried to the server by the
  // test, which waits for its answer. A beacon only let on its way can still be cut off as the context closes
  // (the clean-clone run of 20af636 counted 9 fallbacks of 10). This process reaches the brand at 127.0.0.1.
  let delivered = false;
  await page.route('**/ops/reports', async (route) => {
    // with the page's own headers: its report token is a cookie of its host, which this process's request has not
    const response = await route.fetch({
      url: route.request().url().replace(host, '127.0.0.1'),
      headers: await route.request().allHeaders(),
    });
    expect(response.status()).toBe(204);
    await route.fulfill({ response });
    delivered = true;
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // a device that fell back has its failure to tell; one that ran the stable release has nothing to send
  if (fellBack) await expect.poll(() => delivered).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });
  await page.close({ runBeforeUnload: true });
  await context.close();
  expect(errors).toEqual([]);
  return { onCandidate: first === options.candidate, fellBack };
}
