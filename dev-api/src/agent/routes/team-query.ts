import type { DatabaseSync } from 'node:sqlite';
import { guardedRoute, type RouteContext } from '../../server/route.ts';
import { requireAgent } from '../agent-guard.ts';
import { teamIds, teamRoot } from '../repo/team-tree.ts';

/**
 * The team a call reports on: the calling agent's whole downline, or with parentId that of a member of
 * its tree (a sub-agent to drill into). Refuses non-agents and anyone outside the tree.
 */
function teamScope(ctx: RouteContext): { agentId: number; rootId: number; memberIds: number[]; db: DatabaseSync } {
  const agent = requireAgent(ctx);
  const rootId = teamRoot(ctx.db, agent.id, ctx.query.get('parentId'));
  return { agentId: agent.id, rootId, memberIds: teamIds(ctx.db, rootId), db: ctx.db };
}

/** A route that reports on the team in scope (teamScope). */
export const teamRoute = guardedRoute(teamScope);
