import { formatDate, formatDateRange } from '@wl/shared';
import type { Promotion } from './promotions-api.ts';

/** The cover: the image of sequence 1 (else the first there is). */
export function coverImage(promo: Pick<Promotion, 'announcementImages'>): string | null {
  const images = [...(promo.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url ?? null;
}

/** Dates MM/DD/YYYY, a range when start and end differ; noExpiry 1 shows the start and "long term". */
export function promotionDates(promo: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>): { text: string; longTerm: boolean } {
  if (Number(promo.noExpiry) === 1) return { text: formatDate(promo.startDate, 'activity'), longTerm: true };
  return { text: formatDateRange(promo.startDate, promo.endDate, 'activity'), longTerm: false };
}

/** The category filter: 0 is all. */
export const inCategory = (promo: Pick<Promotion, 'promoAnnouncementCategoryIds'>, categoryId: number) =>
  categoryId === 0 || (promo.promoAnnouncementCategoryIds ?? []).includes(categoryId);
