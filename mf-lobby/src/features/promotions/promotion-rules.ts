import { formatDate, formatDateRange } from '@wl/kit';
import type { Promotion } from './promotions-api.ts';

export { coverImage } from './promotions-shape.ts';

/** Dates MM/DD/YYYY, a range when start and end differ; noExpiry 1 shows the start and "long term". */
export function promotionDates(promo: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>): { text: string; longTerm: boolean } {
  if (Number(promo.noExpiry) === 1) return { text: formatDate(promo.startDate, 'activity'), longTerm: true };
  return { text: formatDateRange(promo.startDate, promo.endDate, 'activity'), longTerm: false };
}

/** The category filter: 0 is all. */
export const inCategory = (promo: Pick<Promotion, 'promoAnnouncementCategoryIds'>, categoryId: number) =>
  categoryId === 0 || (promo.promoAnnouncementCategoryIds ?? []).includes(categoryId);
