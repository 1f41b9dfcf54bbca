import { ApiError } from '../../http/api-error.ts';
import { badRequest } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import { checkField, registerSettings } from '../../config/register-settings.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { memberRoute } from '../core/access.ts';
import { checkImage } from '../media/image-check.ts';
import { mediaUrlById, refuseOverMediaBudget, storeMedia } from '../media/media-store.ts';
import { readUpload } from '../media/read-upload.ts';
import { requireLoginPassword } from './password-check.ts';
import { findProfile, updateProfile } from './profile-repo.ts';
import { maskEmail, securityConfig } from './security-config.ts';
import { hasHiddenCharacters, isPayeeName } from './text-rules.ts';

/** A 5 MB picture is about 6.7 MB as base64: room for that and the form around it, not much more. */
const ICON_BODY_LIMIT = 12 * 1024 * 1024;

/** A field against its register setting, as registration checks it; the same field_invalid shape. */
function checkSetting(ctx: RouteContext, field: 'email' | 'nickname', value: string): void {
  const setting = registerSettings(ctx.state.flags(ctx.merchant))[field]!;
  const problem = checkField(setting, value, true) ?? (hasHiddenCharacters(value) ? 'pattern' : null);
  if (problem) throw badRequest('field_invalid', { fields: [{ field, problem, patternId: setting.patternId }] });
}

export const profileRoutes: Route[] = [
  // Bind or change the e-mail (form-urlencoded, spec section 7): it can reset the password, so the
  // login password confirms it.
  memberRoute('POST', '/wps/member/info/email', async (ctx, member) => {
    const body = await ctx.readBody();
    const email = textField(body, 'email');
    checkSetting(ctx, 'email', email);
    await requireLoginPassword(ctx, member, body);
    ctx.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, member.id);
    return { email: maskEmail(email), emailBound: true, securityLevel: securityConfig(ctx.db, { ...member, email }).level };
  }),
  // The payee name is the account holder's name for withdrawals: set once, then only by customer service.
  memberRoute('POST', '/wps/member/info/payeename', async (ctx, member) => {
    const body = await ctx.readBody();
    if (findProfile(ctx.db, member.id)?.payee_name) throw new ApiError(409, 'PAYEE_NAME_LOCKED');
    const payeeName = textField(body, 'payeeName').replace(/\s+/g, ' ');
    if (!isPayeeName(payeeName) || hasHiddenCharacters(payeeName)) throw new ApiError(400, 'NAME_FORMAT_INVALID');
    await requireLoginPassword(ctx, member, body);
    updateProfile(ctx.db, member.id, { payee_name: payeeName }, ctx.now);
    return { payeeName };
  }),
  memberRoute('POST', '/wps/member/info/nickname', async (ctx, member) => {
    const nickname = textField(await ctx.readBody(), 'nickname');
    checkSetting(ctx, 'nickname', nickname);
    ctx.db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(nickname, member.id);
    return { nickname };
  }),
  // The profile picture (moduleId PROFPIC3): its address, or null when the member has none.
  memberRoute('GET', '/wps/member/info/icon', (ctx, member) => ({
    url: mediaUrlById(ctx.db, findProfile(ctx.db, member.id)?.avatar_media_id ?? null),
  })),
  memberRoute('POST', '/wps/member/info/icon', async (ctx, member) => {
    const files = (await readUpload(ctx.req, ICON_BODY_LIMIT, ['icon'])).files.get('icon') ?? [];
    if (files.length === 0) throw new ApiError(400, 'IMAGE_REQUIRED');
    if (files.length > 1) throw new ApiError(400, 'ICON_ONE_ONLY');
    const kind = checkImage(files[0]!);
    return inTransaction(ctx.db, () => {
      refuseOverMediaBudget(ctx, member.id, files[0]!.length);
      const previous = findProfile(ctx.db, member.id)?.avatar_media_id ?? null;
      const stored = storeMedia(ctx.db, member.id, 'icon', files[0]!, kind, ctx.now);
      updateProfile(ctx.db, member.id, { avatar_media_id: stored.id }, ctx.now);
      // The old picture's address stops working: nothing keeps a replaced picture.
      if (previous !== null) ctx.db.prepare('DELETE FROM mc_media WHERE id = ?').run(previous);
      return { url: stored.url };
    });
  }),
];
