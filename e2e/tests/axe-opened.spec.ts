// Issue 26, point 5: axe on what opens over a screen, as a guest and a member, each in one language taken in turn
// (decision 071): no serious or critical finding. Every route's own screen, for each visitor in each language, is
// judged by the route walker (route-walker.spec.ts).
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { languagesInTurn } from '../lib/names.ts';
import { ACCOUNTS, settle, visit } from '../lib/spec-routes.ts';

// What opens over a screen is part of it: the side menu (a guest's and a member's differ), the language list and the
// game list's filter drawer.
const OPENED = {
  bn: { menu: 'মেনু', language: /ভাষা/, filter: 'ফিল্টার', filterTitle: 'গেম ফিল্টার করুন' },
  en: { menu: 'Menu', language: /Language/, filter: 'Filter', filterTitle: 'Filter games' },
};

const nextLanguage = languagesInTurn();

for (const role of ['guest', 'member'] as const) {
  const lng = nextLanguage();
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
