import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error.ts';

/** Deeper than any real tree; it also stops a corrupt upline loop from running forever. */
const MAX_DEPTH = 12;

export interface TeamMember {
  id: number;
  /** 1 = a direct downline of the root. */
  level: number;
  parentId: number;
}

/** Everyone below the root (not the root itself), level by level. */
export function teamOf(db: DatabaseSync, rootId: number): TeamMember[] {
  return db
    .prepare(`WITH RECURSIVE team (id, level, parent_id) AS (
        SELECT id, 1, upline_id FROM members WHERE upline_id = ?
        UNION ALL
        SELECT m.id, team.level + 1, m.upline_id FROM members m JOIN team ON m.upline_id = team.id WHERE team.level < ${MAX_DEPTH}
      ) SELECT id, level, parent_id AS parentId FROM team ORDER BY level, id`)
    .all(rootId) as unknown as TeamMember[];
}

export const teamIds = (db: DatabaseSync, rootId: number) => teamOf(db, rootId).map((m) => m.id);

/** True when the member is somewhere below the agent (walking up the member's uplines). */
function isBelow(db: DatabaseSync, agentId: number, memberId: number): boolean {
  const upline = db.prepare('SELECT upline_id FROM members WHERE id = ?');
  let current: number | null = memberId;
  for (let depth = 0; depth < MAX_DEPTH && current !== null; depth++) {
    const row = upline.get(current) as { upline_id: number | null } | undefined;
    current = row?.upline_id ?? null;
    if (current === agentId) return true;
  }
  return false;
}

/**
 * The root of the team a call reports on: the agent itself, or (parentId) a member of its tree to drill
 * into. Anyone else, another agent's member or an unknown id alike, is 403 NOT_IN_TEAM.
 */
export function teamRoot(db: DatabaseSync, agentId: number, parentId: string | null): number {
  const text = (parentId ?? '').trim();
  if (text === '') return agentId;
  const id = Number(text);
  if (id === agentId) return agentId;
  if (!Number.isSafeInteger(id) || !isBelow(db, agentId, id)) throw new ApiError(403, 'NOT_IN_TEAM');
  return id;
}
