import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../http/language.ts';
import { gameTypeName } from '../game-types.ts';
import type { Period } from '../period.ts';
import { pagedReply } from './paged.ts';

export interface BetFilter {
  period: Period;
  gameType: string | null;
  vendor: string | null;
  status: string | null;
}

interface BetRow {
  id: number;
  vendor: string;
  vendor_name: string | null;
  game_type: string;
  game_name: string;
  bet_paisa: number;
  valid_bet_paisa: number;
  win_paisa: number;
  status: string;
  bet_at: number;
  settled_at: number | null;
}

/**
 * The WHERE of a query on bets (alias b): the members' bets placed in the period, then each optional
 * clause whose value is not null, with its one `?` bound to that value.
 */
export function betsWhere(
  memberIds: number[],
  period: Period,
  optional: [clause: string, value: string | null][],
): { sql: string; args: (string | number)[] } {
  const clauses = ['b.member_id IN (SELECT value FROM json_each(?))', 'b.bet_at BETWEEN ? AND ?'];
  const args: (string | number)[] = [JSON.stringify(memberIds), period.from, period.to];
  for (const [clause, value] of optional) {
    if (value === null) continue;
    clauses.push(clause);
    args.push(value);
  }
  return { sql: clauses.join(' AND '), args };
}

const where = (memberIds: number[], filter: BetFilter) =>
  betsWhere(memberIds, filter.period, [
    ['b.game_type = ?', filter.gameType],
    ['b.vendor = ?', filter.vendor],
    ['b.status = ?', filter.status],
  ]);

/**
 * Bet records, newest first, with totals over every matching record. Money totals count settled bets
 * (what profit and loss counts); bets still open are counted apart.
 */
export function listBets(db: DatabaseSync, memberIds: number[], filter: BetFilter, page: number, size: number, language: Language) {
  const { sql, args } = where(memberIds, filter);
  const totals = db
    .prepare(`SELECT
        COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN 1 ELSE 0 END), 0) AS settled,
        COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN bet_paisa ELSE 0 END), 0) AS bet,
        COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN valid_bet_paisa ELSE 0 END), 0) AS valid,
        COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN win_paisa ELSE 0 END), 0) AS win,
        COALESCE(SUM(CASE WHEN status = 'UNSETTLED' THEN 1 ELSE 0 END), 0) AS open_count,
        COALESCE(SUM(CASE WHEN status = 'UNSETTLED' THEN bet_paisa ELSE 0 END), 0) AS open_bet,
        COUNT(*) AS total
      FROM bets b WHERE ${sql}`)
    .get(...args) as { settled: number; bet: number; valid: number; win: number; open_count: number; open_bet: number; total: number };
  const rows = db
    .prepare(`SELECT b.*, v.name AS vendor_name FROM bets b LEFT JOIN lobby_vendors v ON v.code = b.vendor
      WHERE ${sql} ORDER BY b.bet_at DESC, b.id DESC LIMIT ? OFFSET ?`)
    .all(...args, size, (page - 1) * size) as unknown as BetRow[];
  const list = rows.map((row) => ({
    id: row.id,
    betTime: new Date(row.bet_at).toISOString(),
    settleTime: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    gameType: row.game_type,
    gameTypeName: gameTypeName(row.game_type, language),
    vendor: row.vendor,
    vendorName: row.vendor_name ?? row.vendor,
    gameName: row.game_name,
    betAmount: row.bet_paisa / 100,
    validBetAmount: row.valid_bet_paisa / 100,
    winAmount: row.win_paisa / 100,
    netAmount: row.status === 'SETTLED' ? (row.win_paisa - row.bet_paisa) / 100 : null,
    status: row.status,
  }));
  return {
    startDate: filter.period.startDate,
    endDate: filter.period.endDate,
    ...pagedReply(list, page, size, totals.total),
    totals: {
      betCount: totals.settled,
      betAmount: totals.bet / 100,
      validBetAmount: totals.valid / 100,
      winAmount: totals.win / 100,
      netAmount: (totals.win - totals.bet) / 100,
      unsettledCount: totals.open_count,
      unsettledAmount: totals.open_bet / 100,
    },
  };
}
