// Helpers of the lobby's e2e tests: the seeded lobby data through the dev API, and page shortcuts.
import type { Page } from '@playwright/test';
import { afterNextFrame, nextIdle } from './page-settled.ts';

export interface SeededGame {
  nodeId: number;
  gameId: string;
  gameName: string;
  vassalage: string;
}

/** Games of a type as the dev API seeds them (query: vassalage, gameName, ...). */
export async function seededGames(baseURL: string, query: string): Promise<SeededGame[]> {
  const reply = await fetch(`${baseURL}/wps/relay/GCSGAME_list?${query}`, { headers: { Merchant: 'BDWL', Language: 'EN' } });
  const body = (await reply.json()) as { value: { games: SeededGame[] } };
  return body.value.games;
}

/** Collects uncaught alerts and the hostile payload's flag: server HTML must never run. */
export function watchForScripts(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

export const xssFlag = (page: Page) => page.evaluate(() => (window as { __wlXss?: unknown }).__wlXss ?? null);

/**
 * Closes the home's popups (login popup, home notice: modal dialogs) one by one, as a player does: Escape. It first
 * waits until the arrival has opened every popup it will (arrivalSettled), not for a while: a popup that came after
 * a fixed wait opened over the test's next tap. A test that did not ask for the popups has none to close.
 */
export async function closeHomePopups(page: Page): Promise<void> {
  if (!(await popupCallsWatched(page))) return;
  await arrivalSettled(page);
  const popup = page.getByTestId('home-popup');
  for (let i = 0; i < 4 && (await popup.count()) > 0; i++) {
    const shown = await popup.getAttribute('data-popup');
    await page.keyboard.press('Escape');
    // the next count is of what opened after it, not of the one still closing
    await page.locator(`[data-testid="home-popup"][data-popup="${shown}"]`).waitFor({ state: 'detached' });
  }
}

const popupCallsWatched = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __popupCallsOpen?: number }).__popupCallsOpen)) !== undefined;

/** The home's pop-up sources' calls (decision 028): the login popup, the popup notice (an announcement), the contract offers. */
const POPUP_CALL = /MCSFE_getLoginPopups|MCSFE_getListAnnouncements|COMM3_contractRequests/;

/**
 * Counts, in the page, the pop-up sources' calls not yet answered to the last byte (window.__popupCallsOpen), for
 * arrivalSettled. An init script: it must see the calls of the page's first arrival.
 */
export async function watchPopupCalls(page: Page): Promise<void> {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const w = window as unknown as { __popupCallsOpen: number };
    w.__popupCallsOpen = 0;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = realFetch(input, init);
      if (pattern.test(url)) {
        w.__popupCallsOpen++;
        void answer
          .then((response) => response.clone().arrayBuffer())
          .catch(() => undefined)
          .finally(() => w.__popupCallsOpen--);
      }
      return answer;
    };
  }, POPUP_CALL.source);
}

/**
 * Resolves once the home's arrival has had every chance to open a pop-up (needs watchPopupCalls): the sources ask
 * for their data once the first banner has loaded and open on its answer, so: that banner loaded, the page idle
 * (its load handler ran, the calls went out), every pop-up call answered, the page idle again (the answers
 * rendered, the turn given, its dialog opened). A pop-up that did not open by then does not open on this arrival.
 */
export async function arrivalSettled(page: Page): Promise<void> {
  if (!(await popupCallsWatched(page))) {
    throw new Error('arrivalSettled needs watchPopupCalls(page) before the page opens');
  }
  await page.waitForFunction(() => {
    const banner = document.querySelector<HTMLImageElement>('[data-testid="banner-carousel"] img');
    return banner?.complete === true;
  });
  await nextIdle(page);
  await page.waitForFunction(() => (window as unknown as { __popupCallsOpen?: number }).__popupCallsOpen === 0);
  await nextIdle(page);
}

/**
 * Marks the home's popups as seen for the tab before the site starts, so that a test about something else
 * is not stopped by a modal popup (the e2e fixture does it unless a test asks for the popups).
 */
export async function skipHomePopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      for (const kind of ['A', 'B', 'home']) sessionStorage.setItem(`wl.lobby.popupSeen.${kind}`, '1');
    } catch {
      // a frame without storage (about:blank, storage blocked) has no popups to skip
    }
  });
}

/** A game-list request's query, as the page sent it. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * Scrolls down a screen at a time until a block that loads as it comes near (WhenVisible) is there, then
 * brings it into view: such blocks are below the first screen and absent until the page gets near them.
 */
export async function scrollToLazyBlock(page: Page, testId: string): Promise<void> {
  const block = page.getByTestId(testId);
  for (let i = 0; i < 12 && (await block.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    // the block is asked for when a frame finds its place near the screen: that frame, before the next step
    await afterNextFrame(page);
  }
  await block.scrollIntoViewIfNeeded();
}

/** The hot match on show: the still first card until swiper arrives, then the carousel's active slide. */
export const SHOWN_MATCH = '[data-testid="hot-match-still"], .swiper-slide-active';
