import { ApiError } from '../http/api-error.ts';
import { findMerchant } from '../config/merchants.ts';
import { findAffiliate, MEMBER_TYPE, unreadMailCount } from '../members/member-repo.ts';
import { announcementView, type AnnouncementRow } from '../lobby/announcement-view.ts';
import { signedInRoute, type Route } from '../server/route.ts';

export const relayRoutes: Route[] = [
  signedInRoute('GET', '/wps/relay/CSP_unreadCount', (ctx, { token, member }) => {
    if (!ctx.state.unreadCountLimiter.allow(token, ctx.now)) throw new ApiError(429, 'TOO_MANY_REQUESTS');
    return member.type === MEMBER_TYPE.trial ? 0 : unreadMailCount(ctx.db, member.id);
  }),
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    handle: (ctx) => {
      const merchant = findMerchant(ctx.query.get('merchantCode') ?? undefined) ?? ctx.merchant;
      const types = (ctx.query.get('types') ?? '')
        .split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      const groupName = ctx.query.get('groupName')?.trim() || null;
      const rows = ctx.db
        .prepare(`SELECT * FROM announcements
          WHERE merchant_code = ? AND start_date <= ? AND (end_date IS NULL OR end_date >= ?)
          ORDER BY sort_order, id`)
        .all(merchant.contentMerchant, ctx.now, ctx.now) as unknown as (AnnouncementRow & { type: string; group_name: string | null })[];
      return (
        rows
          .filter((row) => types.length === 0 || types.includes(row.type))
          // Asking for a group (a page slot like m_home) narrows to that group plus the ungrouped notices.
          .filter((row) => groupName === null || row.group_name === null || row.group_name === groupName)
          .map((row) => ({ ...announcementView(row, ctx.language), type: row.type }))
      );
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/AFFMAN3_checkCode',
    handle: (ctx) => {
      const code = ctx.query.get('code')?.trim() ?? '';
      if (!code || !findAffiliate(ctx.db, ctx.merchant.contentMerchant, code)) throw new ApiError(400, 'INVITATION_CODE_INVALID');
      return { code: code.toUpperCase(), valid: true };
    },
  },
];
