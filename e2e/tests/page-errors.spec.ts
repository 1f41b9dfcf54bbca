// The page-error fixture fails a test by itself (issue 25): these tests print an error and assert nothing
// about it, and are expected to fail because of the fixture alone.
import { expect, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/m/help');
  await expect(page.getByRole('main')).toBeVisible();
});

test('a console.error fails the test by itself', async ({ page }) => {
  test.fail();
  await page.evaluate(() => console.error('something the site did not expect'));
});

test('an uncaught error fails the test by itself', async ({ page }) => {
  test.fail();
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown where nobody catches it');
    });
  });
  // the test ends once the page has thrown, so that the fixture has the error to fail on
  await thrown;
});

test('an error the test allows, and asserts itself, passes', async ({ page, allowPageErrors }) => {
  allowPageErrors(/^console: an error this test provokes$/);
  const printed = page.waitForEvent('console');
  await page.evaluate(() => console.error('an error this test provokes'));
  expect((await printed).text()).toBe('an error this test provokes');
});
