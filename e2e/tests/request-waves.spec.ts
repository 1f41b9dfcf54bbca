import { expect, test } from '@playwright/test';
import { assignWaves, formatWaves, largestPaint, recordNetwork, watchFirstAppearance, wavesBefore } from '../lib/waves.ts';

test('waves: a request joins the wave after the latest blocking response that ended before it started', () => {
  const waves = assignWaves([
    { url: 'http://x/m/home', start: 0, end: 1, blocking: true },
    { url: 'http://x/main.js', start: 1.1, end: 2, blocking: true },
    { url: 'http://x/runtime.json', start: 1.1, end: 1.5, blocking: true },
    { url: 'http://x/logo.png', start: 1.2, end: 1.3, blocking: false },
    // after the small image ended, but only the runtime file's end counts
    { url: 'http://x/wps/system/status', start: 1.6, end: 2.4, blocking: true },
    { url: 'http://x/banner.jpg', start: 2.5, end: 3, blocking: false },
    // started by the HTML's inline script: the document is all it waited for, however late it started
    { url: 'http://x/wps/early', start: 1.2, end: 1.4, blocking: true, byDocument: true },
  ]);
  expect(waves.map((r) => r.wave)).toEqual([1, 2, 2, 2, 2, 3, 4]);
  expect(wavesBefore(waves, 2.1)).toBe(3 - 1);
  expect(wavesBefore(waves, 2.45)).toBe(3);
});

test('a guest on a slow phone: the first lobby content within 3 waves, the LCP image within 4', async ({ context, page }) => {
  test.setTimeout(60_000);
  const network = await recordNetwork(context, page, { throttle: true });
  const contentAt = await watchFirstAppearance(page, '[data-testid="banner-carousel"] img');
  await page.goto('/m/home');
  const content = network.toMonotonic(await contentAt());
  const lcp = await largestPaint(page);
  const requests = network.requests();
  await network.stop();
  const lcpRequest = requests.find((r) => r.url === lcp.url);
  const report = `${formatWaves(requests)}\ncontent at ${Math.round((content - requests[0]!.start) * 1000)} ms after ${wavesBefore(requests, content)} waves; LCP ${lcp.url} in wave ${lcpRequest?.wave} at ${Math.round(network.toMonotonic(lcp.at) * 1000 - requests[0]!.start * 1000)} ms`;
  test.info().annotations.push({ type: 'waves', description: report });
  console.log(report);
  expect(lcpRequest, 'the LCP is an image').toBeTruthy();
  expect(wavesBefore(requests, content)).toBeLessThanOrEqual(3);
  expect(lcpRequest!.wave).toBeLessThanOrEqual(4);
});
