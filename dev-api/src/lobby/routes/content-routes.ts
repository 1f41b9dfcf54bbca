import { ApiError } from '../../http/api-error.ts';
import { parseLanguage, pick, type Language } from '../../http/language.ts';
import { localizedArtUrl } from '../../image/art-path.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { announcementView, type AnnouncementRow } from '../announcement-view.ts';
import { optionalMember } from '../optional-member.ts';

/** Running and upcoming promotions (not ended), with the member's status or the guest's default. */
function promotions(ctx: RouteContext) {
  const member = optionalMember(ctx);
  const rows = ctx.db
    .prepare(
      `SELECT * FROM announcements WHERE type = 'PR' AND merchant_code = ? AND (end_date IS NULL OR end_date >= ?) ORDER BY sort_order, id`,
    )
    .all(ctx.merchant.contentMerchant, ctx.now) as unknown as AnnouncementRow[];
  const statuses = new Map(
    member
      ? (
          ctx.db.prepare('SELECT announcement_id, status FROM lobby_promo_status WHERE member_id = ?').all(member.id) as {
            announcement_id: number;
            status: string;
          }[]
        ).map((r) => [r.announcement_id, r.status] as const)
      : [],
  );
  return rows.map((row) => ({
    ...announcementView(row, ctx.language),
    status: row.start_date > ctx.now ? 'COMING_SOON' : (statuses.get(row.id) ?? 'JOIN'),
  }));
}

/** A help page or a document: a title and a body in both languages. */
interface TextRow {
  title_bn: string;
  title_en: string;
  content_bn: string;
  content_en: string;
}

const textView = (row: TextRow, language: Language) => ({
  title: pick(language, { bn: row.title_bn, en: row.title_en }),
  content: pick(language, { bn: row.content_bn, en: row.content_en }),
});

export const contentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getBanners',
    handle: (ctx) => {
      const group = ctx.query.get('groupName')?.trim() || 'm_home';
      const rows = ctx.db.prepare('SELECT * FROM lobby_banners WHERE group_name = ? ORDER BY sort, id').all(group) as {
        id: number;
        group_name: string;
        url: string;
        title_bn: string;
        title_en: string;
        link: string | null;
      }[];
      return rows.map((row) => ({
        id: row.id,
        groupName: row.group_name,
        url: localizedArtUrl(row.url, ctx.language),
        title: pick(ctx.language, { bn: row.title_bn, en: row.title_en }),
        link: row.link,
      }));
    },
  },
  {
    // Login popups: execution A is shown to members, B to guests (spec section 2).
    method: 'GET',
    path: '/wps/relay/MCSFE_getLoginPopups',
    handle: (ctx) => {
      const execution = (ctx.query.get('execution') ?? '').trim().toUpperCase();
      const rows = ctx.db
        .prepare(`SELECT * FROM lobby_login_popups ${execution ? 'WHERE execution = ?' : ''} ORDER BY sort, id`)
        .all(...(execution ? [execution] : [])) as {
        id: number;
        execution: string;
        title_bn: string;
        title_en: string;
        content_bn: string;
        content_en: string;
        image_url: string | null;
      }[];
      return rows.map((row) => ({
        id: row.id,
        execution: row.execution,
        title: pick(ctx.language, { bn: row.title_bn, en: row.title_en }),
        content: pick(ctx.language, { bn: row.content_bn, en: row.content_en }),
        imageUrl: row.image_url,
      }));
    },
  },
  {
    // Promotions with their categories (moduleId REWCEN3). Optional categoryId narrows the list.
    method: 'GET',
    path: '/wps/relay/REWCEN3_promotions',
    handle: (ctx) => {
      const categories = (
        ctx.db.prepare('SELECT * FROM lobby_promo_categories ORDER BY sort, id').all() as { id: number; name_bn: string; name_en: string }[]
      ).map((c) => ({
        id: c.id,
        name: pick(ctx.language, { bn: c.name_bn, en: c.name_en }),
      }));
      const categoryId = Number(ctx.query.get('categoryId'));
      const list = promotions(ctx).filter((p) => !categoryId || p.promoAnnouncementCategoryIds.includes(categoryId));
      return { categories, list };
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/REWCEN3_promotionDetail',
    handle: (ctx) => {
      const id = Number(ctx.query.get('id'));
      const found = promotions(ctx).find((p) => p.id === id);
      if (!found) throw new ApiError(404, 'PROMOTION_NOT_FOUND');
      return found;
    },
  },
  {
    // Query lang (BN, EN; else the Language header); the device is MOBILE.
    method: 'GET',
    path: '/wps/system/helpCenter',
    handle: (ctx) => {
      const language = ctx.query.get('lang') ? parseLanguage(ctx.query.get('lang') ?? undefined) : ctx.language;
      const rows = ctx.db.prepare('SELECT * FROM lobby_help ORDER BY sort, id').all() as unknown as (TextRow & { id: number })[];
      return rows.map((row) => ({ id: row.id, ...textView(row, language) }));
    },
  },
  {
    method: 'GET',
    path: '/wps/system/userAgreement',
    handle: (ctx) => {
      return textView(
        ctx.db.prepare("SELECT * FROM lobby_documents WHERE key = 'user-agreement'").get() as unknown as TextRow,
        ctx.language,
      );
    },
  },
];
