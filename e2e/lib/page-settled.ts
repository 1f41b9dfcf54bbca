// Waits on the page's own event loop instead of the wall clock: what a task, a frame or an answer queued has run.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A page that never idles (an endless animation on a loaded machine: no time is left between its frames) has its
 * idle callbacks run this long after they were asked for, as web-vitals caps its own; on any other page they run at
 * its first idle moment, much sooner.
 */
export const IDLE_CAP_MS = 1000;

/**
 * The page's next idle moment: the tasks queued before it (an answer's callbacks, a render, an event) have run.
 * Chromium gives idle callbacks only the time no other task wants.
 */
export const nextIdle = (page: Page) =>
  page.evaluate((cap) => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: cap })), IDLE_CAP_MS);

/**
 * The next frame drawn, then an idle moment: what that frame computed (intersections, layout shifts) has been told
 * to the page's observers, and what they started has run.
 */
export const afterNextFrame = (page: Page) =>
  page.evaluate(
    (cap) => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: cap }))),
    IDLE_CAP_MS,
  );

/**
 * Every image inside `scope` has loaded or failed, and the page has been idle since: the load and error events
 * that they fire (and any handler on them) have run. For content that must run nothing: a handler that did not run
 * by then has no event left to run on.
 */
export async function imagesSettled(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)))
    .toBe(true);
  await nextIdle(scope.page());
}
