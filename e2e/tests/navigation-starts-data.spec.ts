// A tap on a link starts its page's data with its code (issue 40 item 1, decision 055). On the slow phone's network, a
// member on the home page taps the header's deposit link: the channels call that the deposit route declares starts
// at the finger's press, before the deposit page is on screen. It used to start when the page had mounted, after
// its code had arrived and run.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { throttle } from '../lib/slow-phone.ts';
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

test("a cold deep link starts its page's call with the query the page writes: the help centre in English, a promotion by its id", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('wl.language', 'en'));
  // the slow phone's network, each address a cold start: the lobby's code is not in the cache yet
  const cdp = await throttle(page);
  const seen: Request[] = [];
  page.on('requestfinished', (request) => seen.push(request));
  const arrival = (r: Request) => r.timing().startTime + r.timing().responseEnd;
  for (const [address, call, shown] of [
    ['/m/help', '/wps/system/helpCenter?lang=EN', page.getByTestId('help-topic')],
    ['/m/activityDetail?id=1006', '/wps/relay/REWCEN3_promotionDetail?id=1006', page.locator('[data-remote-page="mf-lobby"] img').first()],
  ] as const) {
    await cdp.send('Network.clearBrowserCache');
    seen.length = 0;
    await page.goto(address);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const calls = seen.filter((r) => {
      const url = new URL(r.url());
      return `${url.pathname}${url.search}` === call;
    });
    // started by the page's HTML (decision 061), taken by the page: one call, before the lobby's code had arrived
    expect(calls, address).toHaveLength(1);
    const lobbyOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 2}`);
    const code = seen.filter((r) => r.url().startsWith(lobbyOrigin) && r.url().includes('/remoteEntry'));
    expect(code.length, address).toBeGreaterThan(0);
    for (const file of code) expect(calls[0]!.timing().startTime, file.url()).toBeLessThan(arrival(file));
  }
});
