import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from './axe.ts';
import type { Language } from './names.ts';

/** A screen of the site: how to open it, and what shows it has loaded (in the language on screen). */
export interface AxeScreen {
  path: string;
  ready: (page: Page, lng: Language) => Promise<void>;
}

/**
 * One test, in the language given (the file's turn, decision 071): demo01 (or the account named) opens each screen,
 * and axe finds nothing serious in its main area.
 */
export function axeTest(title: string, lng: Language, screens: AxeScreen[], account: [string, string] = ['demo01', 'Demo@1234']) {
  test(`axe finds nothing serious on ${title} (${lng})`, async ({ page, login }) => {
    // several screens, each loaded and judged whole (as the other multi-screen axe tests allow)
    test.setTimeout(90_000);
    await useLanguage(page, lng);
    await login(...account);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page, lng);
      expect(await seriousAxeFindings(page, { include: '#main' }), screen.path).toEqual([]);
    }
  });
}
