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
