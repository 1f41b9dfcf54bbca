import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';

/** Controls of the shell's chrome that are too small to tap, or that a screen reader cannot name. */
async function problems(scope: Locator) {
  return scope.locator('a, button, [role="option"] button').evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return []; // not rendered
      const name =
        el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent) ||
        el.textContent?.trim() ||
        el.getAttribute('title') ||
        el.querySelector('img[alt]:not([alt=""])')?.getAttribute('alt');
      const out: string[] = [];
      if (!name) out.push(`no accessible name: ${el.outerHTML.slice(0, 80)}`);
      if (r.width < 24 || r.height < 24) out.push(`${Math.round(r.width)}x${Math.round(r.height)}: ${name || el.outerHTML.slice(0, 60)}`);
      return out;
    }),
  );
}

async function chrome(page: Page) {
  const found: string[] = [];
  found.push(...(await problems(page.locator('header'))));
  found.push(...(await problems(page.getByRole('navigation', { name: 'প্রধান' }))));
  await page.getByRole('button', { name: 'মেনু' }).click();
  // the side menu's code comes at its first opening: scan it once it is there, not an empty page
  await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeVisible();
  found.push(...(await problems(page.getByRole('dialog', { name: 'মেনু' }))));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /ভাষা/ }).click();
  found.push(...(await problems(page.getByRole('listbox'))));
  return found;
}

test('guest chrome: every control is named and at least 24 by 24 px', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  // a guest on a cashier page is asked to log in (the gate's message and the login dialog): close the dialog first
  await expect(page.getByTestId('route-closed')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await problems(page.getByTestId('route-closed'))).toEqual([]);
  expect(await chrome(page)).toEqual([]);
});

test('member chrome: every control is named and at least 24 by 24 px', async ({ page, login }) => {
  await login();
  // the member's row is on the home header only (spec section 2)
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText('৳1,000.00');
  expect(await chrome(page)).toEqual([]);
});
