import { test } from '../fixtures/test.ts';
import { throttle } from '../lib/slow-phone.ts';

test('shift sources on login', async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        (window as any).__shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: (e.sources || []).map((s: any) => ({
            node: s.node
              ? `${s.node.nodeName}.${s.node.className || ''} ${(s.node.textContent || '').slice(0, 40)} in ${s.node.parentElement?.id || s.node.parentElement?.className}`
              : null,
            prev: s.previousRect && [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height],
            cur: s.currentRect && [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height],
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (let i = 0; i < 3; i++) {
    await page.context().clearCookies();
    const cdp = await throttle(page);
    await page.goto('/m/login');
    await page.locator('[data-remote-page="mf-auth"] input').first().waitFor();
    await page.waitForTimeout(3000);
    console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
    await cdp.detach();
  }
});
