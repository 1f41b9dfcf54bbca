import { promotionCall, promotionsCall } from '@wl/platform-contract/calls/lobby-content';
import { api } from '@wl/shared';

/** A promotion is an announcement (spec section 3) with its categories and the member's status. */
export type { Promotion, PromotionList } from '@wl/platform-contract/calls/lobby-content';

export const fetchPromotions = () => api.call(promotionsCall, {}, { silent: true });

/** One promotion; null when the platform has none with that id. */
export async function fetchPromotion(id: string) {
  try {
    return await api.call(promotionCall, { params: { id } }, { silent: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'PROMOTION_NOT_FOUND') return null;
    throw error;
  }
}
