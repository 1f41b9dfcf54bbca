// A tap on a link starts its page's data with its code (issue 40 item 1, decision 055). On the slow phone's network, a
// member on the home page taps the header's deposit link: the channels call that the deposit route declares starts
// at the finger's press, before the deposit page is on screen. It used to start when the page had mounted, after
// its code had arrived and run.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { recordNetwork } from '../lib/waves.ts';

/** The shell listens for links about to be followed once the first screen has settled: its module comes late. */
async function linksListened(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(
      async () => {
        const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
        return listeners.some((l) => l.type === 'pointerover' && l.useCapture);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await cdp.detach();
}

/**
 * When (epoch ms, the page's own clock) the finger pressed, the deposit page first appeared, and its channels were
 * drawn.
 */
async function watchTap(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __tap: { pressed?: number; shown?: number; drawn?: number } };
    const now = () => performance.timeOrigin + performance.now();
    w.__tap = {};
    addEventListener('pointerdown', () => (w.__tap.pressed ??= now()), { capture: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-remote-page="mf-cashier"]')) w.__tap.shown ??= now();
      if (document.querySelector('[data-remote-page="mf-cashier"] input[type="radio"]')) {
        w.__tap.drawn = now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __tap: { pressed: number; shown: number; drawn: number } }).__tap);
}

test("a tap on the deposit link starts the deposit page's channels call before the page is on screen", async ({ context, page, login }) => {
  test.setTimeout(90_000);
  await login();
  await page.goto('/m/home');
  const deposit = page.locator('header').getByRole('link', { name: 'জমা' });
  await expect(deposit).toBeVisible();
  await linksListened(page);
  const network = await recordNetwork(context, page, { throttle: true });
  const times = await watchTap(page);
  await deposit.tap();
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  const { pressed, shown, drawn } = await times();
  const requests = network.requests();
  await network.stop();
  const channels = requests.find((r) => r.url.includes('MCS2_depositChannels'));
  expect(channels).toBeDefined();
  const [press, appeared] = [network.toMonotonic(pressed), network.toMonotonic(shown)];
  const ms = (t: number) => Math.round((t - press) * 1000);
  const report = [
    `from the press: the channels call started at ${ms(channels!.start)} ms and ended at ${ms(channels!.end ?? Number.NaN)} ms,`,
    `the deposit page appeared at ${ms(appeared)} ms, its channels were drawn at ${ms(network.toMonotonic(drawn))} ms`,
  ].join(' ');
  test.info().annotations.push({ type: 'navigation', description: report });
  console.log(report);
  expect(channels!.start).toBeLessThan(appeared);
});
