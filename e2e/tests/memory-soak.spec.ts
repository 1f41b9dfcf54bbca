// Issue 25's memory check in its short mode (perf/memory-soak.ts runs the 20 minutes, dwelling as a player does):
// seven laps of a member walking the lobby, cashier and member screens in one page, each left as soon as it is drawn
// (more screens than two minutes of dwelling, in about a quarter of the time; issue 36), the heap sampled after GC
// at the end of each lap (JITLESS and the laps: perf/memory-soak.ts says why); the median of the last quarter stays
// within 10% of the median of the second. The page's errors fail it too (the fixture).
import { expect, test } from '../fixtures/test.ts';
import { soak } from '../perf/memory-soak.ts';

// its browser runs without V8's JIT (the config's project 'soak')

test('a long session keeps the JS heap flat', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login('demo01', 'Demo@1234');
  // two minutes of dwelling walked 80 screens: seven laps of 13 are more, each lap's end sampled
  const result = await soak(page, { laps: 7, sampleSeconds: 0, dwellMs: 0 });
  expect(result.screens).toBe(91);
  expect(result.samplesMb).toHaveLength(7);
  expect(result.growth).toBeLessThanOrEqual(0.1);
});
