// Issue 24 item 1, decision 025: every route of the spec, in both languages, as guest, member and agent where each
// applies, speaks with one voice: no text shows the two digit systems side by side, Bengali running text has
// Bengali digits and English text Latin ones, and money always has the brand's symbol and 2 decimals.
import { expect, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { scanOneVoice, type Finding } from '../lib/one-voice.ts';
import { ACCOUNTS, opens, type Role, SPEC_ROUTES, settle, visit } from '../lib/spec-routes.ts';

const ROLES: Role[] = ['guest', 'member', 'agent'];

for (const language of ['bn', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    for (const role of ROLES) {
      test(`every screen a ${role} opens speaks with one voice`, async ({ page, baseURL, pageErrors }) => {
        test.setTimeout(240_000);
        if (role !== 'guest') {
          const session = await apiLogin(baseURL!, ...ACCOUNTS[role]);
          await page.goto('/runtime/whitelabel.json');
          await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
        }
        const runtime = await (await page.request.get('/runtime/whitelabel.json')).json();
        const symbol: string = runtime.currency.symbol;
        await page.goto('/m/home');
        await settle(page);
        // agent01's contract offers ask their one question on the first arrival (decision 028): set aside, as a person would
        if (role === 'agent') {
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.keyboard.press('Escape');
        }
        const findings: (Finding & { path: string })[] = [];
        const routes = SPEC_ROUTES.filter((route) => opens(route, role));
        expect(routes.length).toBeGreaterThan(20);
        for (const route of routes) {
          await visit(page, route.path);
          for (const finding of await scanOneVoice(page, language, symbol)) findings.push({ ...finding, path: route.path });
        }
        // the side menu's texts too (its copyright line, the member's entries)
        await visit(page, '/m/home');
        await page.getByRole('button', { name: language === 'bn' ? 'মেনু' : 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        for (const finding of await scanOneVoice(page, language, symbol)) findings.push({ ...finding, path: 'side menu' });
        expect(findings).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
