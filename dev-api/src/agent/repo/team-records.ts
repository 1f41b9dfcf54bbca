import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../http/language.ts';
import { gameTypeName } from '../../records/game-types.ts';
import type { Period } from '../../records/period.ts';
import { betsWhere } from '../../records/repo/bet-records.ts';
import { pagedReply } from '../../records/repo/paged.ts';
import { rebateMoney } from '../../records/repo/rebate-report.ts';

export interface TeamRecordQuery {
  period: Period;
  /** Substring of the account, any case. */
  account: string;
  gameType: string | null;
  vendor: string | null;
  page: number;
  size: number;
}

/** Settled bets only: a team's betting and rebate count what was decided. */
function where(memberIds: number[], q: TeamRecordQuery) {
  const { sql, args } = betsWhere(memberIds, q.period, [
    ['instr(lower(m.username), lower(?)) > 0', q.account.trim() || null],
    ['b.game_type = ?', q.gameType],
    ['b.vendor = ?', q.vendor],
  ]);
  return { sql: `b.status = 'SETTLED' AND ${sql}`, args };
}

interface BettingRow {
  member_id: number;
  account: string;
  vendor: string;
  vendor_name: string | null;
  game_type: string;
  n: number;
  bet: number;
  valid: number;
  win: number;
}

/** Team betting: settled bets per member, vendor and game type, with totals over every group. */
export function teamBetting(db: DatabaseSync, memberIds: number[], q: TeamRecordQuery, language: Language) {
  const { sql, args } = where(memberIds, q);
  const grouped = `SELECT b.member_id, m.username AS account, b.vendor, v.name AS vendor_name, b.game_type, COUNT(*) AS n, SUM(b.bet_paisa) AS bet,
      SUM(b.valid_bet_paisa) AS valid, SUM(b.win_paisa) AS win
    FROM bets b JOIN members m ON m.id = b.member_id LEFT JOIN lobby_vendors v ON v.code = b.vendor
    WHERE ${sql} GROUP BY b.member_id, b.vendor, b.game_type`;
  const totals = db
    .prepare(`SELECT COUNT(*) AS groups, COALESCE(SUM(n), 0) AS n, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(valid), 0) AS valid,
        COALESCE(SUM(win), 0) AS win, COUNT(DISTINCT member_id) AS members FROM (${grouped})`)
    .get(...args) as { groups: number; n: number; bet: number; valid: number; win: number; members: number };
  const rows = db
    .prepare(`${grouped} ORDER BY account, b.vendor, b.game_type LIMIT ? OFFSET ?`)
    .all(...args, q.size, (q.page - 1) * q.size) as unknown as BettingRow[];
  const list = rows.map((r) => ({
    memberId: r.member_id,
    account: r.account,
    vendor: r.vendor,
    vendorName: r.vendor_name ?? r.vendor,
    gameType: r.game_type,
    gameTypeName: gameTypeName(r.game_type, language),
    betCount: r.n,
    betAmount: r.bet / 100,
    validBetAmount: r.valid / 100,
    winAmount: r.win / 100,
    netAmount: (r.win - r.bet) / 100,
  }));
  return {
    startDate: q.period.startDate,
    endDate: q.period.endDate,
    ...pagedReply(list, q.page, q.size, totals.groups),
    totals: {
      memberCount: totals.members,
      betCount: totals.n,
      betAmount: totals.bet / 100,
      validBetAmount: totals.valid / 100,
      winAmount: totals.win / 100,
      netAmount: (totals.win - totals.bet) / 100,
    },
  };
}

interface RebateRow {
  member_id: number;
  account: string;
  n: number;
  valid: number;
  rebate: number;
  claimed: number;
}

/**
 * Team rebate: per member, the rebate its settled bets of the period earn, and how much of that the
 * member has claimed already; with totals over every member.
 */
export function teamRebate(db: DatabaseSync, memberIds: number[], q: TeamRecordQuery) {
  const { sql, args } = where(memberIds, q);
  const grouped = `SELECT b.member_id, m.username AS account, COUNT(*) AS n, SUM(b.valid_bet_paisa) AS valid, SUM(b.rebate_paisa) AS rebate,
      SUM(CASE WHEN b.rebate_claim_id IS NOT NULL THEN b.rebate_paisa ELSE 0 END) AS claimed
    FROM bets b JOIN members m ON m.id = b.member_id WHERE ${sql} GROUP BY b.member_id`;
  const totals = db
    .prepare(`SELECT COUNT(*) AS members, COALESCE(SUM(n), 0) AS n, COALESCE(SUM(valid), 0) AS valid, COALESCE(SUM(rebate), 0) AS rebate,
        COALESCE(SUM(claimed), 0) AS claimed FROM (${grouped})`)
    .get(...args) as { members: number; n: number; valid: number; rebate: number; claimed: number };
  const rows = db
    .prepare(`${grouped} ORDER BY account LIMIT ? OFFSET ?`)
    .all(...args, q.size, (q.page - 1) * q.size) as unknown as RebateRow[];
  return {
    startDate: q.period.startDate,
    endDate: q.period.endDate,
    ...pagedReply(
      rows.map((r) => ({ memberId: r.member_id, account: r.account, betCount: r.n, ...rebateMoney(r) })),
      q.page,
      q.size,
      totals.members,
    ),
    totals: { memberCount: totals.members, betCount: totals.n, ...rebateMoney(totals) },
  };
}
