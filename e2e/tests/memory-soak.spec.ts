// Issue 25's memory check in its short mode (perf/memory-soak.ts runs the 20 minutes): two minutes of a member
// walking the lobby, cashier and member screens in one page, the heap sampled after GC every 10 s; the median of
// the last 30 s stays within 10% of the median of 30-60 s. The page's errors fail it too (the fixture).
import { expect, test } from '../fixtures/test.ts';
import { soak } from '../perf/memory-soak.ts';

test('a long session keeps the JS heap flat', async ({ page, login }) => {
  test.setTimeout(200_000);
  await login('demo01', 'Demo@1234');
  const result = await soak(page, { minutes: 2, sampleSeconds: 10 });
  expect(result.samplesMb.length).toBeGreaterThanOrEqual(10);
  expect(result.growth).toBeLessThanOrEqual(0.1);
});
