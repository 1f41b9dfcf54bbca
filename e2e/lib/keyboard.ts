// Keyboard-only journeys (issue 26, point 5): a player with no pointer moves by Tab and Shift+Tab, and every stop
// must show where the focus is. These helpers press keys only; locators are read, never clicked or filled.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where the focus is, and whether a sighted player sees it: an outline or a ring on the focused element, on one
 * of the two boxes around it (a field's frame) or on the drawing next to a hidden radio (`input + span`).
 * A problem in words, or null.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'the focus is lost (on the page itself)';
    const shows = (e: Element) => {
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) >= 2) || cs.boxShadow !== 'none';
    };
    const near = [el, el.parentElement, el.parentElement?.parentElement, el.nextElementSibling].filter((e): e is Element => Boolean(e));
    if (near.some(shows)) return null;
    const name =
      el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
    return `no visible focus on ${el.tagName.toLowerCase()} "${name ?? ''}" (${el.className})`;
  });
}

export interface KeyboardWalk {
  /** every stop on the way that showed no focus, or lost it */
  problems: string[];
  /** presses Tab (or Shift+Tab) until `target` or something inside it has the focus */
  tabTo(target: Locator, options?: { back?: boolean; max?: number }): Promise<void>;
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/** A keyboard walk on the page: Tab moves, each stop is judged, a target never reached is a trap or a hole. */
export function keyboardWalk(page: Page): KeyboardWalk {
  const problems: string[] = [];
  return {
    problems,
    async tabTo(target, { back = false, max = 40 } = {}) {
      await expect(target).toBeVisible();
      const stops: string[] = [];
      for (let i = 0; i < max; i++) {
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        const problem = await focusProblem(page);
        if (problem && !problems.includes(problem)) problems.push(problem);
        if (await isFocused(target)) return;
        stops.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? 'none'));
      }
      throw new Error(`${target} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the stops:\n${stops.join('\n')}`);
    },
  };
}
