import { markLoggedIn, type MemberRow } from '../members/member-repo.ts';
import { activeExclusion, playerExcluded, recordLogin, refuseOnExcludedDevice, type Door } from '../protection/index.ts';
import type { RouteContext } from '../server/route.ts';
import { createSession } from './session-store.ts';

export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/**
 * Opens a session for a member who proved who they are (login, register, free play, a remembered or social
 * login): the one door, so a break or self-exclusion in force refuses every way in (decision 033), for the
 * member's own account and for any account on a device an excluded member used (issue 35 finding 1). `door`
 * names the way in, for the operator's security event.
 */
export function startSession(ctx: RouteContext, member: MemberRow, door: Door): LoginValue {
  const excluded = activeExclusion(ctx.db, member.id, ctx.now);
  if (excluded) throw playerExcluded(excluded.kind, excluded.endsAt);
  refuseOnExcludedDevice(ctx, door, member.username);
  const token = createSession(ctx.db, member.id, member.merchant_code, ctx.now, ctx.state.sessionTtlMs);
  markLoggedIn(ctx.db, member.id, ctx.now);
  recordLogin(ctx, member.id, token);
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.last_login_at === null,
  };
}
