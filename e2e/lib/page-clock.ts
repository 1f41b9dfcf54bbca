import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** A macrotask of the page's that the clock does not fake: the tasks queued before it have run when it does. */
const pageTask = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );

/** The page's clock, as the page's own timers see it (page.clock), moved on by the test. */
export interface PageClock {
  /**
   * Moves the clock on a second at a time until `shown` is visible, and returns how many seconds of the page's time
   * that took, read from the page's own clock (0: shown already): a deadline or a timer of the page's is judged in the
   * page's time, without the test waiting it out. The page's time also flows as the real time does (page.clock.install
   * does not pause it), which on a loaded machine is more than a little: a count of the jumps alone said 7 for a
   * deadline of 8 s. `since`: when what is timed began, as the test's own Date.now() read it before the first jump
   * (until a jump, the page's time runs with the real one); the call, if not given. `beforeJump`: what else to wait
   * for before the next jump, given the seconds so far. A request the page has only just asked for may not have
   * reached the network yet, so the test cannot see it in flight: the jumps could then reach its deadline first (the
   * official CI run of 5733e386: the manifest's quiet retry was aborted unseen, and the test counted one stall of two).
   */
  secondsUntil(
    shown: Locator,
    most: number,
    options?: { since?: number; beforeJump?: (seconds: number) => Promise<unknown> },
  ): Promise<number>;
}

/**
 * Installs the page's clock (before its load) and watches its requests, so that before each jump the page has caught
 * up: no request in flight but those the test leaves unanswered (`stalled`), and its queued tasks run. A page still
 * fetching its code when the clock jumped set its timers after the jumps, so a count of jumps alone ran over on a
 * loaded machine (21 s for 16.4 in CI run 23) or ran out (a page still blank after 30 jumps).
 */
export async function installPageClock(page: Page, stalled: (request: Request) => boolean = () => false): Promise<PageClock> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // asked when the count is read: a test's route handler, which marks a request stalled, runs after its request event
  const loading = () => [...inFlight].filter((request) => !stalled(request)).length;
  const caughtUp = async (): Promise<void> => {
    // twice: a task that ran in the first round may have asked for something
    for (let round = 0; round < 2; round++) {
      await expect.poll(loading, { message: 'the page still loading', intervals: [10, 20, 50, 100], timeout: 15_000 }).toBe(0);
      await pageTask(page);
    }
    if (loading()) await caughtUp();
  };
  await page.clock.install();
  return {
    async secondsUntil(shown, most, { since = Date.now(), beforeJump } = {}) {
      const now = () => page.evaluate(() => Date.now());
      const started = (await now()) - (Date.now() - since);
      for (let jumps = 0; ; jumps++) {
        await caughtUp();
        if (await shown.isVisible()) return ((await now()) - started) / 1000;
        if (jumps === most) throw new Error(`not shown within ${most} s of the page's time`);
        await beforeJump?.(((await now()) - started) / 1000);
        await page.clock.fastForward(1000);
      }
    },
  };
}
