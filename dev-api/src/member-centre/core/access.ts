import { ApiError } from '../../http/api-error.ts';
import { MEMBER_TYPE, type MemberRow } from '../../members/member-repo.ts';
import { guardedRoute, session, type RouteContext } from '../../server/route.ts';

/**
 * The member behind a member-centre call. A trial account (type 4) gets the platform's refusal
 * (spec section 6: 'Please login an actual account to use this function') under the contract's
 * code for a member-only action, function.not.available.
 */
function realMember(ctx: RouteContext): MemberRow {
  const { member } = session(ctx);
  if (member.type === MEMBER_TYPE.trial) {
    throw new ApiError(403, 'function.not.available', { wording: 'function.not.available/trial' });
  }
  return member;
}

/** A feature the whitelabel switched off answers 403 function.not.available, as the register flags do. */
function requireFlag(ctx: RouteContext, modId: string): void {
  if (!ctx.state.flags(ctx.merchant)[modId]) throw new ApiError(403, 'function.not.available');
}

/** Both checks, flag first: a switched-off feature is off for everyone. */
function memberWithFlag(ctx: RouteContext, modId: string): MemberRow {
  requireFlag(ctx, modId);
  return realMember(ctx);
}

/** A member-centre route for real members. */
export const memberRoute = guardedRoute(realMember);

/** A route of a member-centre feature the whitelabel may switch off (moduleId). */
export const featureRoute = (modId: string) => guardedRoute((ctx) => memberWithFlag(ctx, modId));
