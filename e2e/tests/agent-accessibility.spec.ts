// axe on every agency-centre screen, in Bengali and English, as agent01: the remote's part of the page (#main),
// as the cashier's check does; the shell's own chrome is the shell's spec's.
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { AGENT_ROUTES } from '../lib/agent-helpers.ts';
import { seriousAxeFindings } from '../lib/axe.ts';

for (const lng of ['bn', 'en'] as const) {
  test(`every agent screen is axe clean (${lng})`, async ({ page, login }) => {
    test.setTimeout(90_000);
    await useLanguage(page, lng);
    await login('agent01', 'Agent@1234');
    for (const route of AGENT_ROUTES) {
      await page.goto(route);
      await expect(page.locator('[data-remote-page="mf-agent"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page, { include: '#main' }), `${route} (${lng})`).toEqual([]);
    }
  });
}
