// The first screens a remote publishes in its build (mf-manifest.json metaData.firstScreens, decision 022): the
// tests read the lobby's from its build output, as the server does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { FirstScreen } from '@wl/plain/routes';
import { ROOT, sitePort } from './site.ts';

export function publishedFirstScreens(remote: string): Record<string, FirstScreen> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, remote, 'dist/mf-manifest.json'), 'utf8')) as {
    metaData: { firstScreens?: Record<string, FirstScreen> };
  };
  return manifest.metaData.firstScreens ?? {};
}

/** The lobby's home banner and game list first screens. */
export const lobbyScreens = () => {
  const screens = publishedFirstScreens('mf-lobby');
  return { home: screens.home!, gameList: screens.gameList! };
};

/** The shared site's remotes, by their port's offset from the site's (playwright.config.ts). */
const REMOTE_PORTS = { 'mf-auth': 1, 'mf-lobby': 2, 'mf-cashier': 3, 'mf-member': 4, 'mf-agent': 5 } as const;

/** Holds a remote's code back until `release` is called, so that the HTML's frame is alone on screen, as on a slow phone. */
export async function holdRemote(page: Page, remote: keyof typeof REMOTE_PORTS) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`:${sitePort(REMOTE_PORTS[remote])}/remoteEntry\\.js`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Whether a frame showing `selector` was ever on the page, noted from the HTML's parsing on: the frame goes once the
 * app draws, and its absence afterwards would prove nothing.
 */
export async function watchFrame(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    new MutationObserver(() => {
      if (document.querySelector(`#wl-first-screen ${selector}`)) (window as { sawFrame?: boolean }).sawFrame = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as { sawFrame?: boolean }).sawFrame === true);
}

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of what a selector matches, in the page's order. */
export const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/**
 * Each part the frame drew is where the app then draws it, to the pixel (the app may draw more below); `sides`, where a
 * part's box follows a neighbour the frame keeps empty (a text beside a time the app formats), the ones it keeps.
 */
export function expectSameBoxes(what: string, frame: Box[], app: Box[], sides: (keyof Box)[] = ['x', 'y', 'width', 'height']) {
  expect(frame.length, what).toBeGreaterThan(0);
  expect(app.length, what).toBeGreaterThanOrEqual(frame.length);
  frame.forEach((box, i) => {
    for (const key of sides) expect(app[i]![key], `${what} ${i} ${key}`).toBeCloseTo(box[key], 0);
  });
}
