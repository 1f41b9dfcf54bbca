import { expect, test } from '@playwright/test';
// How the waves are counted is lib/waves.test.ts's (jest).
import { formatWaves, largestPaint, recordNetwork, watchFirstAppearance, wavesBefore } from '../lib/waves.ts';

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
