// Issue 26, point 5: axe on every route of the spec (section 2), in Bengali and English, as a guest, a member and an
// agent wherever each sees something different, the whole page (the shell's header and menus with the remote's
// screen, and a dialog the screen opens): no serious or critical finding. A route closed to a role shows the gate's
// screen (decision 026), which is judged once per owner for that role rather than once per route.
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { ACCOUNTS, opens, type Role, SPEC_ROUTES, type SpecRoute, settle, visit } from '../lib/spec-routes.ts';

/** Public routes whose screen a signed-in player sees differently (the balance, the member's own entries). */
const SIGNED_IN_DIFFERENT = new Set(['/m/home', '/m/mine', '/m/member/home', '/m/agentRegister']);

/** The routes a role is judged on: what it may open and sees as its own, and one closed route per owner. */
function routesOf(role: Role): SpecRoute[] {
  const closedSeen = new Set<string>();
  return SPEC_ROUTES.filter((route) => {
    // a route that sends the role elsewhere shows no screen of its own: where it lands is judged as its own route
    if (route.redirect?.[role]) return false;
    if (!opens(route, role)) {
      if (closedSeen.has(route.owner)) return false;
      closedSeen.add(route.owner);
      return true;
    }
    if (role === 'guest') return true;
    if (route.audience === 'public') return SIGNED_IN_DIFFERENT.has(route.path);
    // a member's routes look the same to an agent, but for the member centre's agent entries and agent notices
    if (role === 'agent' && route.audience === 'member') return route.path.includes('types=A');
    return true;
  });
}

async function judge(page: Page, route: SpecRoute, role: Role, label: string) {
  await visit(page, route.path);
  // the screen judged is the route's own (or its gate's): never the one before it
  const main = page.locator('main');
  if (!opens(route, role)) {
    await expect(main.getByTestId('route-closed'), route.path).toBeVisible();
    // a closed route asks a guest to log in: the dialog is part of what the guest sees, judged with the page
    if (role === 'guest') await expect(page.getByRole('dialog'), route.path).toBeVisible();
  } else if (route.owner === 'shell') await expect(main.getByTestId('maintenance'), route.path).toBeVisible();
  else await expect(main.locator(`[data-remote-page="${route.owner}"]`), route.path).toBeVisible();
  const found = await seriousAxeFindings(page);
  // the login dialog a closed route opened is closed before the next route
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  return found.map((line) => `${label} ${route.path}: ${line}`);
}

for (const role of ['guest', 'member', 'agent'] as const) {
  const routes = routesOf(role);
  const owners = [...new Set(routes.map((r) => r.owner))];
  for (const lng of ['bn', 'en'] as const) {
    for (const owner of owners) {
      test(`axe: every ${owner} route as ${role === 'agent' ? 'an' : 'a'} ${role} (${lng})`, async ({ page, login }) => {
        test.setTimeout(180_000);
        await useLanguage(page, lng);
        if (role !== 'guest') await login(...ACCOUNTS[role]);
        await page.goto('/m/home');
        await settle(page);
        const findings: string[] = [];
        for (const route of routes.filter((r) => r.owner === owner)) findings.push(...(await judge(page, route, role, `${role} ${lng}`)));
        expect(findings).toEqual([]);
      });
    }
  }
}

// What opens over a screen is part of it: the side menu (a guest's and a member's differ), the language list and the
// game list's filter drawer.
const OPENED = {
  bn: { menu: 'মেনু', language: /ভাষা/, filter: 'ফিল্টার', filterTitle: 'গেম ফিল্টার করুন' },
  en: { menu: 'Menu', language: /Language/, filter: 'Filter', filterTitle: 'Filter games' },
};
for (const role of ['guest', 'member'] as const) {
  for (const lng of ['bn', 'en'] as const) {
    test(`axe: the side menu, the language list and the filter drawer as a ${role} (${lng})`, async ({ page, login }) => {
      test.setTimeout(90_000);
      const names = OPENED[lng];
      await useLanguage(page, lng);
      if (role !== 'guest') await login(...ACCOUNTS[role]);
      await page.goto('/m/home');
      await settle(page);
      const findings: string[] = [];
      await page.getByRole('button', { name: names.menu, exact: true }).click();
      await expect(page.getByRole('dialog', { name: names.menu })).toBeVisible();
      findings.push(...(await seriousAxeFindings(page)).map((f) => `side menu: ${f}`));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: names.menu })).toHaveCount(0);
      await page.getByRole('button', { name: names.language }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      // the list is the header's; judged there (the page's own buttons under an open popup are covered, not small)
      findings.push(...(await seriousAxeFindings(page, { include: 'header' })).map((f) => `language list: ${f}`));
      await page.keyboard.press('Escape');
      await visit(page, '/m/gameList?gameType=RNG');
      await page.getByRole('button', { name: names.filter, exact: true }).click();
      await expect(page.getByRole('dialog', { name: names.filterTitle })).toBeVisible();
      findings.push(...(await seriousAxeFindings(page)).map((f) => `filter drawer: ${f}`));
      expect(findings).toEqual([]);
    });
  }
}
