// The promotions list's first screen (decision 063): the build renders the list from this answer, with every part a real
// answer may fill (promotions-shape.ts keeps and fills them in the page's HTML).
import { promotionsCall } from '@wl/platform-contract/calls/lobby-content';
import { queryCache } from '@wl/kit';
import { PROMOTIONS_KEY, type Promotion, type PromotionList } from './promotions-api.ts';
import { FRAME_CARDS, FRAME_FILTERS } from './promotions-shape.ts';

/** The call whose answer fills the screen: the route's declared call, which the HTML starts. */
export const call = promotionsCall.path;

/**
 * A promotion with every part a first screen may fill: a cover (never fetched: the page's script puts the answer's in
 * its place, or removes it), a title and a body. A promotion's page renders one too (promotion-first-screen-data.ts).
 */
export const standInPromotion = (id: number): Promotion => ({
  id,
  title: '-',
  content: '',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-02T00:00:00.000Z',
  noExpiry: 0,
  promoAnnouncementCategoryIds: [],
  announcementImages: [{ url: '/frame-cover.svg', sequence: 1 }],
  status: 'JOIN',
});

/** FRAME_CARDS promotions with a cover, and FRAME_FILTERS categories: each part the answer may fill is in the render. */
export function prime(): string[] {
  const list: PromotionList = {
    categories: Array.from({ length: FRAME_FILTERS }, (_, i) => ({ id: i + 1, name: '-' })),
    list: Array.from({ length: FRAME_CARDS }, (_, i) => standInPromotion(i + 1)),
  };
  queryCache.setData<PromotionList>(PROMOTIONS_KEY, () => list);
  return [];
}
