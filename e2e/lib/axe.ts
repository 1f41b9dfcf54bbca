import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finiteAnimationsDone } from './animations.ts';
import { whileAxeRuns } from './page-errors.ts';

/**
 * The serious and critical axe findings on the page as it is now, one line each ("rule: target"), so a
 * failing assertion names what to fix. `expect(await seriousAxeFindings(page)).toEqual([])`.
 */
export async function seriousAxeFindings(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<string[]> {
  await finiteAnimationsDone(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await whileAxeRuns(page, () => builder.analyze());
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
