import { api } from '@wl/shared';
import type { Announcement } from '../home/index.ts';

/** A promotion is an announcement (spec section 3) with its categories and the member's status. */
export interface Promotion extends Announcement {
  promoAnnouncementCategoryIds: number[];
  status: string;
}

export interface PromotionList {
  categories: { id: number; name: string }[];
  list: Promotion[];
}

export const fetchPromotions = () => api.get<PromotionList>('/wps/relay/REWCEN3_promotions', { silent: true, moduleId: 'REWCEN3' });

/** One promotion; null when the platform has none with that id. */
export async function fetchPromotion(id: string): Promise<Promotion | null> {
  try {
    return await api.get<Promotion>('/wps/relay/REWCEN3_promotionDetail', { silent: true, moduleId: 'REWCEN3', params: { id } });
  } catch (error) {
    if ((error as { code?: string }).code === 'PROMOTION_NOT_FOUND') return null;
    throw error;
  }
}
