// Issue 24 item 2, decision 029: always a way on. That every route shows a way home (and a member's way to the member
// centre) is the route walker's rule (route-walker.spec.ts); here the ways are followed.
import { expect, test } from '../fixtures/test.ts';
import { languagesInTurn, NAMES } from '../lib/names.ts';

// where a way on leads does not depend on the language: each is followed once, in the next language in turn
// (decision 071)
const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test("the agent home's way on leads home and to the member centre", async ({ page, login, pageErrors }) => {
      await login('agent01', 'Agent@1234');
      await page.goto('/m/agent');
      const wayOn = page.getByRole('navigation', { name: n.wayOn });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await wayOn.getByRole('link', { name: n.members }).click();
      await expect(page).toHaveURL(/\/m\/mine$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/agent$/);
      await wayOn.getByRole('link', { name: n.home }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(pageErrors).toEqual([]);
    });
  });
}

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('a member who types a guest page sees why, with a way home and to the member centre', async ({ page, login }) => {
      await login();
      await page.goto('/m/login');
      await expect(page.getByRole('heading', { name: n.guestOnlyTitle })).toBeVisible();
      const wayOn = page.getByRole('navigation', { name: n.wayOn });
      await wayOn.getByRole('link', { name: n.home }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });
}

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('/m/maintenance shows the maintenance screen in normal mode too, with a way back home', async ({ page, pageErrors }) => {
      await page.goto('/m/maintenance');
      await expect(page.getByTestId('maintenance')).toBeVisible();
      await expect(page.getByRole('heading', { name: n.maintenance, level: 1 })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: n.back }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(pageErrors).toEqual([]);
    });
  });
}
