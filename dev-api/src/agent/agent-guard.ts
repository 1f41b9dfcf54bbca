import { ApiError } from '../http/api-error.ts';
import type { MemberRow } from '../members/member-repo.ts';
import { guardedRoute, session, type RouteContext } from '../server/route.ts';

/** Member types that are not agents (spec section 6): the agency centre is closed to them. */
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Types that have no dividends and no contract prompts (spec sections 4 and 9). */
export const NO_DIVIDEND_TYPES: readonly number[] = [4, 40, 41, 42];

export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type);

/** The calling agent; a member who is not one gets the platform's no-permission error. */
export function requireAgent(ctx: RouteContext): MemberRow {
  const { member } = session(ctx);
  if (!isAgentType(member.type)) throw new ApiError(403, 'function.not.available');
  return member;
}

/** A route of the agency centre: the caller must be an agent. */
export const agentRoute = guardedRoute(requireAgent);
