import type { Promotion } from '@wl/platform-contract/calls/lobby-content';
import { coverImage } from './promotions-shape.ts';
import type { FilledParts, PartFill } from '@wl/plain/frames';

// What a promotion's first screen shows of the platform's answer (decisions 063 and 064): the build renders the page at
// a stand-in address with a promotion that has every part (promotion-first-screen-data.ts), and the page's HTML keeps
// and fills the ones this answer has. Imports nothing that runs: the HTML's own script runs it.

/**
 * The cover, the title and the body (its markup, kept bare by the page's script). The dates and the status are the
 * app's (formatted in the brand's zone and the language): their row keeps its place, empty, until it comes. No frame
 * for a promotion the platform does not have (the app shows the empty state).
 */
export function keep(value: Promotion | null): FilledParts | null {
  if (!value) return null;
  const cover = coverImage(value);
  const parts = ['title', 'meta', 'content'];
  const fill: Record<string, PartFill> = { title: value.title, meta: null, content: { markup: value.content } };
  if (cover) {
    parts.push('cover');
    fill.cover = cover;
  }
  return { parts, fill };
}
