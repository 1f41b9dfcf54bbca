import { promotionCall, promotionsCall } from '@wl/platform-contract/calls/lobby-content';
import { api, queryCache } from '@wl/kit';

/** A promotion is an announcement (spec section 3) with its categories and the member's status. */
export type { Promotion, PromotionList } from '@wl/platform-contract/calls/lobby-content';

export const fetchPromotions = () => api.call(promotionsCall, {}, { silent: true });
export const PROMOTIONS_KEY = ['lobby', 'promotions'] as const;

/**
 * The promotions page's list in the cache before the page renders, when the site starts on it (its `preload`,
 * decision 053): the list is in its first render, which the shell slices. The HTML's early call answers it.
 */
export const preloadPromotions = () => queryCache.fetch(PROMOTIONS_KEY, fetchPromotions);

export const promotionKey = (id: string) => ['lobby', 'promotion', id] as const;

/** The promotion of the address's id in the cache before the page renders: the HTML's early call answers it (decision 061). */
export const preloadPromotion = (params: URLSearchParams) => {
  const id = params.get('id') ?? '';
  return id ? queryCache.fetch(promotionKey(id), () => fetchPromotion(id)) : Promise.resolve(null);
};

/** One promotion; null when the platform has none with that id. */
export async function fetchPromotion(id: string) {
  try {
    return await api.call(promotionCall, { params: { id } }, { silent: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'PROMOTION_NOT_FOUND') return null;
    throw error;
  }
}
