import { expect, test } from '../fixtures/test.ts';

// Where the browser blocks site data (a setting, a cross-site frame), reading sessionStorage throws.
test('with site data blocked the site still starts, works from memory and says a login will not last', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: blocked });
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked });
  });
  await page.goto('/m/home');
  await expect(page.getByText(/স্টোরেজ বন্ধ/)).toBeVisible();
  await expect(page.locator('[data-remote-page]')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
