// A promotion's first screen (decision 064): the build renders the page from this answer, at a stand-in address, with
// every part a real answer may fill (promotion-shape.ts keeps and fills them in the page's HTML).
import { type Promotion, promotionCall } from '@wl/platform-contract/calls/lobby-content';
import { queryCache } from '@wl/kit';
import { standInPromotion } from './first-screen-data.ts';
import { promotionKey } from './promotions-api.ts';

/** The call whose answer fills the screen: the route's declared call (its query the address's id), which the HTML starts. */
export const call = promotionCall.path;

/** The page reads its promotion's id from the address: the render's, never asked for. */
const STAND_IN = 'frame';
export const search = `?id=${STAND_IN}`;

/** A promotion with a cover, a title and a body: each part the answer may fill is in the render. */
export function prime(): string[] {
  queryCache.setData<Promotion>(promotionKey(STAND_IN), () => standInPromotion(0));
  return [];
}
