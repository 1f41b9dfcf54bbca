// Issue 24 item 2, decision 029: always a way on. Every route of the spec, opened as a fresh tab (no history, so the
// browser's back button leads nowhere), shows a way home: the header's back arrow, the bottom menu's Home, the
// shell's way on, or the page's own link home; a member on a screen with neither header nor bottom menu also gets a
// way to the member centre. On those screens the way home is followed.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { LANGUAGES, NAMES, type Names } from '../lib/names.ts';
import { ACCOUNTS, opens, type Role, SPEC_ROUTES, settle } from '../lib/spec-routes.ts';

const ROLES: Role[] = ['guest', 'member', 'agent'];

/** The ways home a screen shows, by what a person sees. */
async function waysHome(page: Page, n: Names) {
  const header = page.getByRole('banner');
  return {
    back: await header.getByRole('button', { name: n.back }).isVisible(),
    bottomHome: await page.getByRole('navigation', { name: n.bottomMenu }).getByRole('link', { name: n.home }).isVisible(),
    wayOnHome: await page.getByRole('navigation', { name: n.wayOn }).getByRole('link', { name: n.home }).isVisible(),
    // a page's own way home (the login page's close link, the not-found page's button): a link to the home
    ownHome: await page.locator('main a[href="/m/home"]:visible').first().isVisible(),
  };
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ language });
    const n = NAMES[language];

    // Whether a screen has a way on is one rule whatever the language; what a person reads is the language's. The
    // walk is whole for each role in Bengali, the default; in English an agent walks every route (it opens every
    // screen but the guests' own, and meets those as the gate's screen), so every way on is read in English too.
    for (const role of language === 'bn' ? ROLES : (['agent'] as const)) {
      test(`every screen ${role === 'agent' ? 'an' : 'a'} ${role} opens, as a fresh tab, has a way home${role === 'guest' ? '' : ' and to the member centre'}`, async ({
        context,
        baseURL,
      }) => {
        test.setTimeout(240_000);
        // every tab of the walk starts in this language
        await context.addInitScript((l) => localStorage.setItem('wl.language', l), language);
        const session = role === 'guest' ? null : await apiLogin(baseURL!, ...ACCOUNTS[role]);
        const dead: string[] = [];
        const pageErrors: string[] = [];
        for (const route of SPEC_ROUTES) {
          // closed routes too: the gate's message is a screen with its way back
          const tab = await context.newPage();
          tab.on('pageerror', (e) => pageErrors.push(`${route.path}: ${e.message}`));
          if (session) {
            await tab.goto('/runtime/whitelabel.json');
            await tab.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
          }
          await tab.goto(route.path);
          await settle(tab);
          // a login dialog a gate opened stands over the screen: the screen's ways are behind it
          if (await tab.getByRole('dialog').isVisible()) await tab.keyboard.press('Escape');
          const ways = await waysHome(tab, n);
          const header = ways.back;
          const bottom = ways.bottomHome;
          if (!Object.values(ways).some(Boolean)) dead.push(`${route.path}: no way home`);
          if (session && !header && !bottom && opens(route, role)) {
            const centre = tab.getByRole('navigation', { name: n.wayOn }).getByRole('link', { name: n.members });
            const onCentre = /\/m\/(mine|member\/home)/.test(route.path);
            if (!onCentre && !(await centre.isVisible())) dead.push(`${route.path}: no way to the member centre`);
          }
          await tab.close();
        }
        expect(dead).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }

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

    test('a member who types a guest page sees why, with a way home and to the member centre', async ({ page, login }) => {
      await login();
      await page.goto('/m/login');
      await expect(page.getByRole('heading', { name: n.guestOnlyTitle })).toBeVisible();
      const wayOn = page.getByRole('navigation', { name: n.wayOn });
      await wayOn.getByRole('link', { name: n.home }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });

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
