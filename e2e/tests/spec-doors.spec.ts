// The spec's doors (issue 34, decision 026's addendum): where the spec names a place for a visitor a page turns
// away, the visitor goes there, and the address is replaced (back does not return to the refusal). A guest's tap on
// a game or a favourite star already goes to /m/login (lobby-games.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { languagesInTurn, NAMES } from '../lib/names.ts';
import { visit } from '../lib/spec-routes.ts';

const LAUNCH = '/m/launchGame?playType=trad&prize_mode=lott&code=X&pageBack=home';

/** The page a remote painted, on the address the visitor landed on. */
async function landedOn(page: Page, path: string, remote: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
  await expect(page.locator(`main [data-remote-page="${remote}"]`)).toBeVisible();
}

// where a door leads does not depend on the language: each journey runs once, in the next language in turn
// (decision 071)
const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('a guest: the agent home and settings go home; change password, game launch and the Members tab go to the login page', async ({
      page,
    }) => {
      // from a page that is not home, so that arriving home is the redirect's doing
      await page.goto('/m/notice');
      await visit(page, '/m/agent');
      await landedOn(page, '/m/home', 'mf-lobby');
      await visit(page, '/m/changePsw');
      await landedOn(page, '/m/login', 'mf-auth');
      // the login page's own words, in the language on screen
      await expect(page.getByRole('button', { name: n.login, exact: true })).toBeVisible();
      await visit(page, '/m/set');
      await landedOn(page, '/m/home', 'mf-lobby');
      await visit(page, LAUNCH);
      await landedOn(page, '/m/login', 'mf-auth');
      // replaced, not pushed: back returns to the page before, not to the refusal
      await page.goBack();
      await landedOn(page, '/m/home', 'mf-lobby');

      // a typed address (a cold load) goes there too
      await page.goto('/m/agent');
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId('route-closed')).toHaveCount(0);

      // spec section 2: the Members tab needs a member, otherwise /m/login; the member centre's address still shows a
      // guest its 'login or register' view
      await page.getByRole('navigation', { name: n.bottomMenu }).getByRole('link', { name: n.members }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await page.goto('/m/mine');
      await expect(page.locator('[data-remote-page="mf-member"]')).toBeVisible();
    });
  });
}

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });

    test('a member of type 0 and a trial account: the agent home goes home', async ({ page, devMember }) => {
      for (const type of [0, 4] as const) {
        await devMember({ type });
        await page.goto('/m/agent');
        await expect(page, `type ${type}`).toHaveURL(/\/m\/home$/);
        await expect(page.locator('main [data-remote-page="mf-lobby"]'), `type ${type}`).toBeVisible();
      }
    });
  });
}
