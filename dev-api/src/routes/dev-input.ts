import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { ApiError } from '../http/api-error.ts';
import { findMemberByUsername, type MemberRow } from '../members/member-repo.ts';
import type { Route, RouteContext } from '../server/route.ts';

// The dev-only routes (the operator's side, driven by end-to-end tests) tell the test what was wrong with its body.

export const invalidDevBody = (message: string) => new ApiError(400, 'request_body_invalid', { devDetail: message });

/** The member of the main merchant that a dev route's body names in `username`, if any. */
function memberNamedIn(db: DatabaseSync, body: { username?: unknown }): MemberRow | undefined {
  return typeof body.username === 'string' ? findMemberByUsername(db, MAIN_MERCHANT, body.username.trim()) : undefined;
}

interface MemberNamed {
  /** Which members the route acts on; all when absent. */
  admits?: (member: MemberRow) => boolean;
  /** The 400's message when the body names none of them. */
  refusal: string;
}

/** A dev-only POST that acts on the member its JSON body names: it answers its value as the whole body. */
export function devMemberRoute(
  path: string,
  { admits = () => true, refusal }: MemberNamed,
  handle: (ctx: RouteContext, member: MemberRow, body: Record<string, unknown>) => unknown,
): Route {
  return {
    method: 'POST',
    path,
    raw: true,
    handle: async (ctx) => {
      const body = await ctx.readJson();
      const member = memberNamedIn(ctx.db, body);
      if (!member || !admits(member)) throw invalidDevBody(refusal);
      return handle(ctx, member, body);
    },
  };
}
