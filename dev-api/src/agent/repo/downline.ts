import type { DatabaseSync } from 'node:sqlite';
import { isAgentType } from '../agent-guard.ts';
import { memberFacts } from './member-facts.ts';
import { onlineIds } from './team-report.ts';
import { teamOf, type TeamMember } from './team-tree.ts';

export interface DownlineQuery {
  /** Substring of the account, any case; searches every level below the root. Empty: the root's direct downline. */
  account: string;
  /** 'member' (types 0, 4, 40), 'agent' (the others), a type number, or null for all. */
  type: string | null;
  online: boolean | null;
  page: number;
  size: number;
}

const matchesType = (type: number, wanted: string | null) =>
  wanted === null || (wanted === 'AGENT' ? isAgentType(type) : wanted === 'MEMBER' ? !isAgentType(type) : String(type) === wanted);

/** The root's downline as the team list shows it, with the footer over every matching member. */
export function downlineList(db: DatabaseSync, rootId: number, query: DownlineQuery, now: number) {
  const team = teamOf(db, rootId);
  const facts = memberFacts(db, [rootId, ...team.map((m) => m.id)]);
  const online = onlineIds(
    db,
    team.map((m) => m.id),
    now,
  );
  const childCount = new Map<number, number>();
  for (const m of team) childCount.set(m.parentId, (childCount.get(m.parentId) ?? 0) + 1);
  // The size of each member's own team: every member counts once for each of its uplines below the root.
  const teamCount = new Map<number, number>();
  const parentOf = new Map(team.map((m) => [m.id, m.parentId]));
  for (const m of team) {
    for (let up = parentOf.get(m.id); up !== undefined && up !== rootId; up = parentOf.get(up))
      teamCount.set(up, (teamCount.get(up) ?? 0) + 1);
  }
  const needle = query.account.trim().toLowerCase();
  const matching = team.filter((m: TeamMember) => {
    const f = facts.get(m.id)!;
    if (needle ? !f.username.toLowerCase().includes(needle) : m.level !== 1) return false;
    return matchesType(f.type, query.type) && (query.online === null || online.has(m.id) === query.online);
  });
  matching.sort((a, b) => facts.get(b.id)!.reg_date - facts.get(a.id)!.reg_date || a.id - b.id);
  const list = matching.slice((query.page - 1) * query.size, query.page * query.size).map((m) => {
    const f = facts.get(m.id)!;
    return {
      id: f.id,
      account: f.username,
      nickname: f.nickname,
      type: f.type,
      isAgent: isAgentType(f.type),
      level: m.level,
      parentAccount: facts.get(m.parentId)?.username ?? null,
      regDate: new Date(f.reg_date).toISOString(),
      lastLoginAt: f.last_login_at === null ? null : new Date(f.last_login_at).toISOString(),
      balance: f.balance_paisa / 100,
      online: online.has(m.id),
      directCount: childCount.get(m.id) ?? 0,
      teamCount: teamCount.get(m.id) ?? 0,
    };
  });
  return {
    list,
    total: matching.length,
    footer: {
      memberCount: matching.length,
      onlineCount: matching.filter((m) => online.has(m.id)).length,
      balance: matching.reduce((sum, m) => sum + facts.get(m.id)!.balance_paisa, 0) / 100,
    },
  };
}

/** The chain from the agent down to a member of its tree (for the drill-down's breadcrumbs), agent first. */
export function pathTo(db: DatabaseSync, agentId: number, memberId: number): { id: number; account: string; type: number }[] {
  const path = [];
  const find = db.prepare('SELECT id, username AS account, type, upline_id FROM members WHERE id = ?');
  for (let id: number | null = memberId; id !== null; ) {
    const row = find.get(id) as { id: number; account: string; type: number; upline_id: number | null };
    path.unshift({ id: row.id, account: row.account, type: row.type });
    id = row.id === agentId ? null : row.upline_id;
  }
  return path;
}
