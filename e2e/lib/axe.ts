import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finiteAnimationsDone } from './animations.ts';

/**
 * The serious and critical axe findings on the page as it is now, one line each ("rule: target"), so a
 * failing assertion names what to fix. `expect(await seriousAxeFindings(page)).toEqual([])`.
 */
export async function seriousAxeFindings(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<string[]> {
  await finiteAnimationsDone(page);
  // axe.run in the page itself (legacy mode): the default runs each frame's part, then finishes in a new blank page,
  // which took 3-4 times as long (issue 36: 0.75 s against 0.21 s a screen, the walker's biggest cost). What it gives
  // up is cross-origin frames, whose pages are not ours (a vendor's game). Only the violations are read, so only they
  // are collected. No preload: axe copied every stylesheet of the page into <style> elements of its own, which the
  // site's CSP refused, for css-orientation-lock alone, an experimental rule these tags do not run.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], preload: false });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** Controls in the page's main area that are too small to tap or have no name. */
export async function controlProblems(page: Page): Promise<string[]> {
  return (
    page
      .getByRole('main')
      // a radio's or a file picker's target is its label (the input itself is drawn small or hidden inside it)
      .locator('a, button, input:not([type=radio]):not([type=file]), select, label:has(input[type=radio]), label:has(input[type=file])')
      .evaluateAll((els) =>
        els.flatMap((el) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return [];
          const name = el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
          const out: string[] = [];
          if (!name) out.push(`no name: ${el.outerHTML.slice(0, 80)}`);
          if (r.width < 24 || r.height < 24) out.push(`${Math.round(r.width)}x${Math.round(r.height)}: ${name}`);
          return out;
        }),
      )
  );
}
