import type { Promotion, PromotionList } from '@wl/platform-contract/calls/lobby-content';
import type { FilledParts, PartFill } from '@wl/plain/frames';

// What the promotions list's first screen shows of the platform's answer (decision 063): the build renders the list
// with FRAME_CARDS promotions and FRAME_FILTERS categories (first-screen-data.ts), and the page's HTML keeps and
// fills the parts this answer has, before the app's code has arrived. Imports nothing that runs: the HTML's own
// script runs it, and the list runs the same cover rule.

/** The cards the first screen draws: on a phone, the screen's height holds about three. */
export const FRAME_CARDS = 3;
/** The category filters the first screen draws besides "all": more scroll off the screen's edge. */
export const FRAME_FILTERS = 5;

/** The cover: the image of sequence 1 (else the first there is). */
export function coverImage(promo: Pick<Promotion, 'announcementImages'>): string | null {
  const images = [...(promo.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url ?? null;
}

/**
 * The parts of the list's first screen this answer shows, and what fills them: each card's cover and title, and the
 * categories' names. The dates and the status are the app's (formatted in the brand's zone and the language): their
 * row keeps its place, empty, until it comes. No frame for a promotion opened by the address, or an empty list.
 */
export function keep(value: PromotionList, _flags: Record<string, boolean>, search: string): FilledParts | null {
  if (new URLSearchParams(search).get('id')) return null;
  const list = value.list.slice(0, FRAME_CARDS);
  if (list.length === 0) return null;
  const parts = ['filter-0'];
  const fill: Record<string, PartFill> = {};
  value.categories.slice(0, FRAME_FILTERS).forEach((category, i) => {
    parts.push(`filter-${i + 1}`);
    fill[`filter-${i + 1}`] = category.name;
  });
  list.forEach((promo, i) => {
    const card = `card-${i}`;
    const cover = coverImage(promo);
    parts.push(card, `${card}/title`, `${card}/meta`);
    fill[`${card}/title`] = promo.title;
    fill[`${card}/meta`] = null;
    if (cover) {
      parts.push(`${card}/cover`);
      fill[`${card}/cover`] = cover;
    }
  });
  return { parts, fill };
}
