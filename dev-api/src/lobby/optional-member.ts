import { useSession } from '../auth/session-store.ts';
import { findMemberById, type MemberRow } from '../members/member-repo.ts';
import type { RouteContext } from '../server/route.ts';

/**
 * The member behind the token on a public route that answers more to a member (favourite marks,
 * promotion statuses). A missing or dead token is a guest, never a 401.
 */
export function optionalMember(ctx: RouteContext): MemberRow | null {
  if (ctx.session) return ctx.session.member;
  if (!ctx.token) return null;
  const row = useSession(ctx.db, ctx.token, ctx.now, ctx.state.sessionTtlMs, ctx.state.limits.sessionMaxAgeMs);
  if (!row || row.merchant_code !== ctx.merchant.code) return null;
  const member = findMemberById(ctx.db, row.member_id);
  return member && member.status === 'active' ? member : null;
}
