// The cashier's first visit (issue 9): from a tap on the bottom menu's Deposit on /m/home to a usable
// deposit form, what the phone downloads from the cashier's origin (gzip bytes on the wire) and how many
// sequential waves of requests it waits for. Printed for the report; budgets keep them from creeping.
import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { throttle } from '../lib/slow-phone.ts';

/** gzip bytes of the cashier's first visit (manifest, remote entry, the deposit screen's JS and CSS). */
const GZIP_BUDGET = 48 * 1024;
/** manifest -> remote entry and the screen's chunks (in parallel) -> the channels */
const WAVE_BUDGET = 3;

interface Timed {
  url: string;
  start: number;
  end: number;
  wire: number;
  wave: number;
}

/** Wave of a request: one more than the latest wave that had finished when it started (1 = sent at once). */
function waves(requests: Timed[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const r of sorted) r.wave = 1 + Math.max(0, ...sorted.filter((o) => o !== r && o.end <= r.start).map((o) => o.wave));
  return sorted;
}

test('first visit of the deposit screen from the bottom menu: bytes and request waves', async ({ page, devMember }, testInfo) => {
  await devMember();
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText('৳1,000.00');
  await page.waitForLoadState('networkidle');

  // layout shifts from here on, once the form is there: late content (promotions, logos) must not move it
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: { value: number; at: number }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, at: performance.now() });
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const seen: Request[] = [];
  page.on('requestfinished', (request) => seen.push(request));
  // on the slow phone's network a wave is a round trip: on localhost two requests sent together by the app
  // can land in different waves when the first ends before the second starts
  await throttle(page);
  const tapped = Date.now();
  await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: /জমা/ }).click();
  // usable: a channel chosen, the amount field there to type in
  await expect(page.getByRole('radio', { name: /বিকাশ/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'পরিমাণ' })).toBeEditable();
  const ready = Date.now();
  const readyAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const shiftAfterReady = await page.evaluate(
    (at) =>
      (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts
        .filter((s) => s.at > at)
        .reduce((n, s) => n + s.value, 0),
    readyAt,
  );

  const cashierOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);
  const timed: Timed[] = [];
  for (const request of seen) {
    const timing = request.timing();
    if (timing.startTime < tapped || timing.startTime > ready) continue;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    timed.push({
      url: request.url(),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
      wire: sizes.responseBodySize,
      wave: 0,
    });
  }
  // what the form waits for: the cashier's own files and the channels (not the shell's unread count, the
  // favicon, the channel logos nor the optional promotions, whose space is kept until they arrive)
  const needed = (r: Timed) => r.url.startsWith(cashierOrigin) || new URL(r.url).pathname === '/wps/relay/MCS2_depositChannels';
  const ordered = waves(timed.filter(needed));
  const others = timed.filter((r) => !needed(r));
  const cashierFiles = ordered.filter((r) => r.url.startsWith(cashierOrigin));
  const gzipBytes = cashierFiles.reduce((sum, r) => sum + r.wire, 0);
  const waveCount = Math.max(...ordered.map((r) => r.wave));
  const report = [
    `tap -> usable deposit form: ${ready - tapped} ms, ${waveCount} sequential waves of ${ordered.length} requests`,
    ...ordered.map(
      (r) =>
        `wave ${r.wave}  ${String(r.wire).padStart(6)} B  ${r.url.replace(/^https?:\/\/[^/]+/, (o) => (o === cashierOrigin ? '[cashier]' : ''))}`,
    ),
    `cashier origin, gzip on the wire: ${gzipBytes} B (${(gzipBytes / 1024).toFixed(1)} KB) in ${cashierFiles.length} files`,
    `layout shift after the form was usable: ${shiftAfterReady.toFixed(4)}`,
    `meanwhile, not waited for: ${others.map((r) => `${new URL(r.url).pathname} (${r.wire} B)`).join(', ')}`,
  ].join('\n');
  console.log(report);
  await testInfo.attach('first-visit.txt', { body: report, contentType: 'text/plain' });

  expect(cashierFiles.some((r) => r.url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(cashierFiles.some((r) => r.url.includes('/remoteEntry.js'))).toBe(true);
  expect(gzipBytes).toBeLessThan(GZIP_BUDGET);
  expect(waveCount).toBeLessThanOrEqual(WAVE_BUDGET);
  expect(shiftAfterReady).toBeLessThan(0.01);
});

test("a member's cold deep link starts the deposit page's data before mf-cashier's code has arrived", async ({ page, devMember }) => {
  await devMember();
  const seen: Request[] = [];
  page.on('requestfinished', (request) => seen.push(request));
  // on the slow phone's network, where the order matters: on localhost main.js could arrive within milliseconds of the
  // HTML, before the script below it had started anything (1 run in 4 failed so)
  await throttle(page);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: /বিকাশ/ })).toBeChecked();
  const arrival = (r: Request) => r.timing().startTime + r.timing().responseEnd;
  const channels = seen.filter((r) => new URL(r.url()).pathname === '/wps/relay/MCS2_depositChannels');
  const cashierOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);
  // its entry and the page's own chunk
  const code = seen.filter(
    (r) => r.url().startsWith(cashierOrigin) && /\/(remoteEntry|__federation_expose_DepositPage\.\w+)\.js$/.test(r.url()),
  );
  // the page's HTML started the call (RouteDeclaration.calls), with the member's session, and the page took its answer
  expect(channels).toHaveLength(1);
  expect(await channels[0]!.headerValue('authorization')).toBeTruthy();
  expect(code.length).toBeGreaterThanOrEqual(2);
  for (const file of code) expect(channels[0]!.timing().startTime, file.url()).toBeLessThan(arrival(file));

  // and the member's details, balance and unread count, which the shell asks for once it has restored the session
  // (decision 066): started by the HTML before the shell's code has arrived, and taken by the app, which asks the network
  // no second time
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { __wlEarlyCalls?: { url: string }[] }).__wlEarlyCalls ?? []).map((call) => new URL(call.url, location.href).pathname),
      ),
    )
    .not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/wps\/(member\/info|wallets\/balance|relay\/CSP_unreadCount)$/)]));
  const main = seen.find((r) => /\/main\.\w+\.js$/.test(r.url()))!;
  for (const path of ['/wps/member/info', '/wps/wallets/balance', '/wps/relay/CSP_unreadCount']) {
    const asked = seen.filter((r) => new URL(r.url()).pathname === path);
    expect(asked, path).toHaveLength(1);
    expect(asked[0]!.timing().startTime, path).toBeLessThan(arrival(main));
  }
  // and the shell's chunks that take those answers and draw the header's member parts (decision 068): preloaded by the
  // HTML too, where they had waited for the app's first render and then for the header's parts, a round trip each
  await page.waitForLoadState('networkidle');
  const memberStart = seen.filter((r) => /\/member-(parts|calls)\.\w+\.js$/.test(r.url()));
  expect(memberStart).toHaveLength(2);
  // each fetched once, by the HTML's preload (a link), not by the app's import (a script tag of the chunk loader)
  const initiators = await page.evaluate(
    (urls) => urls.flatMap((url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType)),
    memberStart.map((r) => r.url()),
  );
  expect(initiators).toEqual(['link', 'link']);
  // and the manifest of mf-member, whose reminder the shell mounts over a member's every page: preloaded by the HTML
  // too, where the layout asked for it once rendered
  const memberOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 4}`);
  const reminder = seen.filter((r) => r.url() === `${memberOrigin}/mf-manifest.json`);
  expect(reminder).toHaveLength(1);
  expect(
    await page.evaluate(
      (url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      reminder[0]!.url(),
    ),
  ).toEqual(['link']);
});

test("a member's cold deep link to the deposit records starts its first page and the records kit with the HTML, and the page takes them", async ({
  page,
  devMember,
}) => {
  await devMember();
  const seen: Request[] = [];
  page.on('requestfinished', (request) => seen.push(request));
  await throttle(page);
  await page.goto('/m/vouReport');
  await expect(page.locator('main [aria-busy="false"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the last seven days of the platform's calendar, as the route declares it (decision 069)
  const records = seen.filter((r) => new URL(r.url()).pathname === '/wps/relay/MCS2_DepositTransactionReport');
  expect(records).toHaveLength(1);
  const cashierOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);
  const entry = seen.find((r) => r.url().startsWith(cashierOrigin) && r.url().endsWith('/remoteEntry.js'))!;
  expect(records[0]!.timing().startTime).toBeLessThan(entry.timing().startTime + entry.timing().responseEnd);
  // and the records kit (decision 070): its script and stylesheet fetched once each, by the HTML's preload (a link),
  // not a round trip after the page's code by the list's import
  const kit = seen.filter((r) => /\/records-kit\.\w+\.(js|css)$/.test(r.url()));
  expect(kit).toHaveLength(2);
  const initiators = await page.evaluate(
    (urls) => urls.flatMap((url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType)),
    kit.map((r) => r.url()),
  );
  expect(initiators).toEqual(['link', 'link']);
});
