// A closed route's screen is drawn as soon as its code is in (issue 40's first finding). Loaded by `lazy`, it waited for
// React's throttle of suspended content, 300 ms after its spinner whatever the network: measured 304-320 ms from the
// code's arrival to the screen, against 2-22 ms loaded by a state update (shell/src/gates/gated-page.tsx). A guest
// opens a member page (closed: sign in) on fresh loads; the least gap of three is held under 150 ms, half the
// throttle, so that a busy machine does not fail it and the throttle cannot pass it.
import { expect, test } from '../fixtures/test.ts';

const CLOSED = 'চালিয়ে যেতে লগইন করুন';

test("a guest's closed member page is drawn right after its code arrives, not React's 300 ms later", async ({ page }) => {
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      const w = window as unknown as { drawnAt?: number };
      if (w.drawnAt === undefined && [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.includes(text)))
        w.drawnAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, CLOSED);
  const gaps: number[] = [];
  for (let load = 0; load < 3; load++) {
    await page.goto(`/m/member/benefits?load=${load}`);
    await expect(page.getByRole('heading', { name: CLOSED }).first()).toBeVisible();
    // the closed screen's own chunk: the script that carries its texts
    gaps.push(
      await page.evaluate(async (text) => {
        const scripts = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'));
        for (const entry of scripts as PerformanceResourceTiming[])
          if ((await (await fetch(entry.name)).text()).includes(text))
            return (window as unknown as { drawnAt: number }).drawnAt - entry.responseEnd;
        throw new Error('no script carries the closed screen');
      }, CLOSED),
    );
  }
  test.info().annotations.push({ type: 'gaps', description: gaps.map((g) => `${Math.round(g)} ms`).join(', ') });
  expect(Math.min(...gaps)).toBeLessThan(150);
});
