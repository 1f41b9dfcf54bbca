import { test, expect } from '../fixtures/test.ts';

// The addresses beside the routes: the spec's aliases and an unknown path. Every route's own screen, for every
// visitor, is the route walker's (route-walker.spec.ts).
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
  // answered 404 (issue 37 item 7), with the site's page, whose shell shows the not-found screen
  const reply = await page.goto('/m/no-such-page');
  expect(reply?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'হোম পাতায় যান' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(pageErrors).toEqual([]);
});
