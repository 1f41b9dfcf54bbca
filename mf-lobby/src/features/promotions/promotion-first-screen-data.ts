// A promotion's first screen (decision 064): the build renders the page from this answer, at a stand-in address, with
// every part a real answer may fill (promotion-shape.ts keeps and fills them in the page's HTML).
import { type Promotion, promotionCall } from '@wl/platform-contract/calls/lobby-content';
import { queryCache } from '@wl/shared';
import { promotionKey } from './promotions-api.ts';

/** The call whose answer fills the screen: the route's declared call (its query the address's id), which the HTML starts. */
export const call = promotionCall.path;

/** The page reads its promotion's id from the address: the render's, never asked for. */
const STAND_IN = 'frame';
export const search = `?id=${STAND_IN}`;

/** A promotion with a cover, a title and a body: each part the answer may fill is in the render. */
export function prime(): string[] {
  const promo: Promotion = {
    id: 0,
    title: '-',
    content: '',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2026-01-02T00:00:00.000Z',
    noExpiry: 0,
    promoAnnouncementCategoryIds: [],
    // never fetched: the page's script puts the answer's cover in its place, or removes it
    announcementImages: [{ url: '/frame-cover.svg', sequence: 1 }],
    status: 'JOIN',
  };
  queryCache.setData<Promotion>(promotionKey(STAND_IN), () => promo);
  return [];
}
