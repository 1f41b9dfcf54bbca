import { test, expect } from '../fixtures/test.ts';
import { ACCOUNTS, opens, SPEC_ROUTES } from '../lib/spec-routes.ts';

// Every route of spec section 2, with its owner: each answers with its screen to whom the gate table lets in
// (decision 026), and nothing throws.
for (const route of SPEC_ROUTES.filter((r) => r.owner !== 'shell')) {
  test(`${route.path} answers from ${route.owner}`, async ({ page, login, pageErrors }) => {
    const role = (['guest', 'member', 'agent'] as const).find((r) => opens(route, r))!;
    if (role !== 'guest') await login(...ACCOUNTS[role]);
    await page.goto(route.path);
    // a built screen has its own content; a page a later issue builds says so visibly
    const main = page.locator('main');
    await expect(main.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(main.locator(`[data-remote-page="${route.owner}"]`)).toBeVisible();
    const notBuilt = main.getByTestId('not-built');
    if (await notBuilt.count()) await expect(notBuilt).toContainText(route.owner);
    expect(pageErrors).toEqual([]);
  });
}

test('signed in, settings answers from mf-auth', async ({ page, login, pageErrors }) => {
  await login();
  await page.goto('/m/set');
  await expect(page.locator('[data-remote-page="mf-auth"]')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the home aliases and the register aliases land on their routes', async ({ page }) => {
  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
  for (const alias of ['/register.html', '/m/register.html']) {
    await page.goto(`${alias}?code=AFF123`);
    await expect(page).toHaveURL(/\/m\/register\?code=AFF123$/);
  }
});

test('an unknown path shows a not-found page with a way home', async ({ page, pageErrors }) => {
  await page.goto('/m/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'হোম পাতায় যান' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(pageErrors).toEqual([]);
});
