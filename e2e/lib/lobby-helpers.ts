// Helpers of the lobby's e2e tests: the seeded lobby data through the dev API, and page shortcuts.
import type { Page } from '@playwright/test';

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

/** Closes the home's popups (login popup, home notice: modal dialogs) one by one, as a player does: Escape. */
export async function closeHomePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('home-popup') });
  // they open after the first banner has painted; none at all is fine (already seen this session)
  await popup.waitFor({ timeout: 5000 }).catch(() => undefined);
  for (let i = 0; i < 4 && (await popup.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
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
    await page.waitForTimeout(150);
  }
  await block.scrollIntoViewIfNeeded();
}

/** The hot match on show: the still first card until swiper arrives, then the carousel's active slide. */
export const SHOWN_MATCH = '[data-testid="hot-match-still"], .swiper-slide-active';
