// Issue 25's memory check in its short mode (perf/memory-soak.ts runs the 20 minutes, dwelling as a player does):
// 45 s of a member walking the lobby, cashier and member screens in one page, each left as soon as it is drawn
// (about as many screens as two minutes of dwelling, in a third of the time; issue 36), the heap sampled after GC
// at the end of each lap (JITLESS and the laps: perf/memory-soak.ts says why); the median of the last quarter stays
// within 10% of the median of the second. The page's errors fail it too (the fixture).
import { expect, test } from '../fixtures/test.ts';
import { JITLESS, soak } from '../perf/memory-soak.ts';

test.use({ launchOptions: JITLESS });

test('a long session keeps the JS heap flat', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login('demo01', 'Demo@1234');
  const result = await soak(page, { minutes: 0.75, sampleSeconds: 4, dwellMs: 0 });
  // a lap is 13 screens: 80 screens make six laps, so each quarter holds at least one
  expect(result.samplesMb.length).toBeGreaterThanOrEqual(6);
  // two minutes of dwelling walked 80 screens: the short mode walks at least as many
  expect(result.screens).toBeGreaterThanOrEqual(80);
  expect(result.growth).toBeLessThanOrEqual(0.1);
});
