// Helpers for the tests of the installed app: a separate site whose runtime file turns the service
// worker on (the shared e2e site runs without it), and a wait for the worker to control the page.
import type { Page } from '@playwright/test';
import { type Site, startSite } from './site.ts';

export function startPwaSite(port: number, env: Record<string, string> = {}): Promise<Site> {
  return startSite(port, { env, edit: (w) => void (w.serviceWorker = true) });
}

/** Resolves once a service worker controls the page (it claims the page that installed it). */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker) return false;
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/**
 * When the first banner was painted, in ms from the navigation's start: the first animation frame in
 * which a banner image is decoded and on screen. Installed before the page's scripts run.
 */
export async function watchBannerPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bannerPaintMs?: number; appBannerPaintMs?: number };
    const shown = (img: HTMLImageElement | null) => !!img?.complete && img.naturalWidth > 0 && img.getBoundingClientRect().height > 0;
    const look = () => {
      // the first banner on screen: the page's HTML paints it (server/src/page/first-frame.ts), or the app does
      if (w.bannerPaintMs === undefined && shown(document.querySelector('#wl-first-frame img, [data-testid="banner-carousel"] img')))
        w.bannerPaintMs = performance.now();
      // the app's own, drawn once its code has arrived and run
      if (shown(document.querySelector('[data-testid="banner-carousel"] img'))) w.appBannerPaintMs = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** When the first banner was on screen (the HTML's or the app's), or the app's own ('app'), in ms from the start. */
export const bannerPaintMs = (page: Page, whose: 'first' | 'app' = 'first') =>
  page
    .waitForFunction(
      (key) => (window as unknown as Record<string, number | undefined>)[key],
      whose === 'app' ? 'appBannerPaintMs' : 'bannerPaintMs',
      { timeout: 20_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
