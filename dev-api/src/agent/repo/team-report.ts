import type { DatabaseSync } from 'node:sqlite';
import { dayLabel, daysOf, DAY_MS, DHAKA_OFFSET_MS, type Period } from '../../records/period.ts';
import { figureCells, groupFigures, moneyInTaka, netProfit, sumFigures, ZERO_FIGURES, type Figures } from '../../records/repo/figures.ts';
import { memberFacts } from './member-facts.ts';
import { teamOf } from './team-tree.ts';

const IN_TEAM = 'IN (SELECT value FROM json_each(?))';
const DAY_OF = (column: string) => `(${column} + ${DHAKA_OFFSET_MS}) / ${DAY_MS}`;

function countByDay(db: DatabaseSync, sql: string, args: (number | string)[]): Map<number, number> {
  const rows = db.prepare(sql).all(...args) as { day: number; n: number }[];
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** New registrations per Dhaka day. */
const registrations = (db: DatabaseSync, team: string, period: Period) =>
  countByDay(
    db,
    `SELECT ${DAY_OF('reg_date')} AS day, COUNT(*) AS n FROM members WHERE id ${IN_TEAM} AND reg_date BETWEEN ? AND ? GROUP BY day`,
    [team, period.from, period.to],
  );

/** Members whose first deposit ever falls on the day. */
const firstDeposits = (db: DatabaseSync, team: string, period: Period) =>
  countByDay(
    db,
    `SELECT ${DAY_OF('first')} AS day, COUNT(*) AS n FROM (
      SELECT member_id, MIN(created_at) AS first FROM ledger_entries WHERE kind = 'deposit' AND member_id ${IN_TEAM} GROUP BY member_id
    ) WHERE first BETWEEN ? AND ? GROUP BY day`,
    [team, period.from, period.to],
  );

/**
 * Team members who logged in during the period. The dev API keeps each member's last login (and the
 * sessions opened since it started), so a past period counts who logged in then and not since.
 */
export function loginCount(db: DatabaseSync, memberIds: number[], period: Period): number {
  return (
    db
      .prepare(`SELECT COUNT(*) AS n FROM members m WHERE id ${IN_TEAM} AND (last_login_at BETWEEN ? AND ?
        OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.created_at BETWEEN ? AND ?))`)
      .get(JSON.stringify(memberIds), period.from, period.to, period.from, period.to) as { n: number }
  ).n;
}

/** Members online now: marked so by the presence service, or holding a live session. */
export function onlineIds(db: DatabaseSync, memberIds: number[], now: number): Set<number> {
  const rows = db
    .prepare(`SELECT id FROM members m WHERE id ${IN_TEAM} AND (
        EXISTS (SELECT 1 FROM member_presence p WHERE p.member_id = m.id AND p.online = 1)
        OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.expires_at > ?))`)
    .all(JSON.stringify(memberIds), now) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** The money KPIs of a set of figures (paisa in, taka out). */
function moneyView(f: Figures) {
  // the team's own profit, as in a member's profit and loss (negative: the team lost)
  return { ...moneyInTaka(f), netProfit: netProfit(f) / 100 };
}

/** The KPIs of the agency centre: the money figures and the member counts. */
function kpiView(f: Figures, activeMembers: number, newRegistrations: number, newFirstDeposits: number) {
  return { registrations: newRegistrations, firstDeposits: newFirstDeposits, ...moneyView(f), activeMembers };
}

/** The team's KPIs over a period: the sums, and one entry per day for the chart. */
export function teamKpis(db: DatabaseSync, memberIds: number[], period: Period) {
  const team = JSON.stringify(memberIds);
  const cells = figureCells(db, memberIds, period);
  const byDay = groupFigures(cells, (c) => c.day);
  const regs = registrations(db, team, period);
  const firsts = firstDeposits(db, team, period);
  const sum = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  const active = new Set(cells.filter((c) => c.betCount > 0).map((c) => c.memberId)).size;
  return {
    total: kpiView(sumFigures(cells), active, sum(regs), sum(firsts)),
    days: daysOf(period).map((day) => {
      const f = byDay.get(day);
      return { date: dayLabel(day), ...kpiView(f ?? ZERO_FIGURES, f?.bettors.size ?? 0, regs.get(day) ?? 0, firsts.get(day) ?? 0) };
    }),
  };
}

/** Per-member figures of a team over a period: members with any activity, by account. */
export function memberRows(db: DatabaseSync, rootId: number, memberIds: number[], period: Period) {
  const byMember = groupFigures(figureCells(db, memberIds, period), (c) => c.memberId);
  const facts = memberFacts(db, [...byMember.keys()]);
  const levels = new Map(teamOf(db, rootId).map((m) => [m.id, m.level]));
  return [...byMember.entries()]
    .map(([id, f]) => ({
      memberId: id,
      account: facts.get(id)!.username,
      nickname: facts.get(id)!.nickname,
      type: facts.get(id)!.type,
      level: levels.get(id) ?? null,
      betCount: f.betCount,
      ...moneyView(f),
    }))
    .sort((a, b) => a.account.localeCompare(b.account));
}
