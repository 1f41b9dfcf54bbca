import { pick, type Language } from '../http/language.ts';
import { localizedArtUrl } from '../image/art-path.ts';

/** A row of the announcements table: notices, banners and promotions share it. */
export interface AnnouncementRow {
  id: number;
  title_bn: string;
  title_en: string;
  content_bn: string;
  content_en: string;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  category_ids: string;
  images: string;
}

/** An announcement as the client reads it (CSP_announcements and the lobby's promotions alike). */
export function announcementView(row: AnnouncementRow, language: Language) {
  return {
    id: row.id,
    title: pick(language, { bn: row.title_bn, en: row.title_en }),
    content: pick(language, { bn: row.content_bn, en: row.content_en }),
    startDate: new Date(row.start_date).toISOString(),
    endDate: row.end_date === null ? null : new Date(row.end_date).toISOString(),
    noExpiry: row.no_expiry,
    promoAnnouncementCategoryIds: JSON.parse(row.category_ids) as number[],
    announcementImages: (JSON.parse(row.images) as { url: string; sequence: number }[]).map((image) => ({
      ...image,
      url: localizedArtUrl(image.url, language),
    })),
  };
}
