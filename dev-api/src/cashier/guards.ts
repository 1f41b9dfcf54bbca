import { ApiError } from '../http/api-error.ts';
import { MEMBER_TYPE, type MemberRow } from '../members/member-repo.ts';
import { guardedRoute, session, type RouteContext } from '../server/route.ts';

/** The member of a cashier call: a trial account (type 4) plays with play money and may not use the cashier. */
function cashierMember(ctx: RouteContext): MemberRow {
  const { member } = session(ctx);
  if (member.type === MEMBER_TYPE.trial) throw new ApiError(403, 'function.not.available');
  return member;
}

/** A route of the cashier: the caller must be a real (not trial) member. */
export const cashierRoute = guardedRoute(cashierMember);
