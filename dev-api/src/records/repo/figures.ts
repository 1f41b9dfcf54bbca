import { MONEY_FIGURES, type MoneyFigures } from '@wl/platform-contract';
import type { DatabaseSync } from 'node:sqlite';
import { DAY_MS, DHAKA_OFFSET_MS, type Period } from '../period.ts';

/** The money figures of profit and loss (what each counts: @wl/platform-contract), here in paisa, and the bets. */
export interface Figures extends MoneyFigures {
  betCount: number;
}

export interface FigureCell extends Figures {
  memberId: number;
  day: number;
}

export const ZERO_FIGURES: Figures = { deposits: 0, withdrawals: 0, bets: 0, validBets: 0, wins: 0, bonuses: 0, rebates: 0, betCount: 0 };

/** The member's (or team's) profit: what came back and was given, less what was staked. Negative: a loss. */
export const netProfit = (f: Figures) => f.wins + f.bonuses + f.rebates - f.bets;

function addFigures(a: Figures, b: Figures): Figures {
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bets: a.bets + b.bets,
    validBets: a.validBets + b.validBets,
    wins: a.wins + b.wins,
    bonuses: a.bonuses + b.bonuses,
    rebates: a.rebates + b.rebates,
    betCount: a.betCount + b.betCount,
  };
}

export const sumFigures = (cells: Figures[]) => cells.reduce(addFigures, ZERO_FIGURES);

const DAY_SQL = (column: string) => `(${column} + ${DHAKA_OFFSET_MS}) / ${DAY_MS}`;
/** Members as one JSON array parameter, so a team of any size is one bound value. */
const IN_MEMBERS = 'member_id IN (SELECT value FROM json_each(?))';

/** Figures per member and Dhaka day, for the members given, over the period; days without any are absent. */
export function figureCells(db: DatabaseSync, memberIds: number[], period: Period): FigureCell[] {
  const members = JSON.stringify(memberIds);
  const cells = new Map<string, FigureCell>();
  const cell = (memberId: number, day: number) => {
    const key = `${memberId}:${day}`;
    let found = cells.get(key);
    if (!found) cells.set(key, (found = { memberId, day, ...ZERO_FIGURES }));
    return found;
  };
  const bets = db
    .prepare(`SELECT member_id, ${DAY_SQL('bet_at')} AS day, COUNT(*) AS n, SUM(bet_paisa) AS bet, SUM(valid_bet_paisa) AS valid, SUM(win_paisa) AS win
      FROM bets WHERE status = 'SETTLED' AND bet_at BETWEEN ? AND ? AND ${IN_MEMBERS} GROUP BY member_id, day`)
    .all(period.from, period.to, members) as { member_id: number; day: number; n: number; bet: number; valid: number; win: number }[];
  for (const row of bets)
    Object.assign(cell(row.member_id, row.day), { betCount: row.n, bets: row.bet, validBets: row.valid, wins: row.win });
  const money = db
    .prepare(`SELECT member_id, ${DAY_SQL('created_at')} AS day,
        SUM(CASE WHEN kind = 'deposit' THEN amount_paisa ELSE 0 END) AS deposits,
        SUM(CASE WHEN kind = 'withdraw' AND status != 'released' THEN -amount_paisa ELSE 0 END) AS withdrawals,
        SUM(CASE WHEN kind IN ('bonus', 'red_rain') THEN amount_paisa ELSE 0 END) AS bonuses,
        SUM(CASE WHEN kind = 'rebate' THEN amount_paisa ELSE 0 END) AS rebates
      FROM ledger_entries WHERE kind IN ('deposit', 'withdraw', 'bonus', 'red_rain', 'rebate') AND created_at BETWEEN ? AND ? AND ${IN_MEMBERS}
      GROUP BY member_id, day`)
    .all(period.from, period.to, members) as {
    member_id: number;
    day: number;
    deposits: number;
    withdrawals: number;
    bonuses: number;
    rebates: number;
  }[];
  for (const row of money) {
    Object.assign(cell(row.member_id, row.day), {
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      bonuses: row.bonuses,
      rebates: row.rebates,
    });
  }
  return [...cells.values()];
}

/** Groups cells by a key (the day, the member) and sums each group. */
export function groupFigures<K>(cells: FigureCell[], keyOf: (cell: FigureCell) => K): Map<K, Figures & { bettors: Set<number> }> {
  const groups = new Map<K, Figures & { bettors: Set<number> }>();
  for (const c of cells) {
    const key = keyOf(c);
    const group = groups.get(key) ?? { ...ZERO_FIGURES, bettors: new Set<number>() };
    Object.assign(group, addFigures(group, c));
    if (c.betCount > 0) group.bettors.add(c.memberId);
    groups.set(key, group);
  }
  return groups;
}

/** The money figures in taka, as the client reads them (a member's records and an agent's team report alike). */
export function moneyInTaka(f: Figures): MoneyFigures {
  return Object.fromEntries(MONEY_FIGURES.map((key) => [key, f[key] / 100])) as MoneyFigures;
}

/** Figures as the client reads them: taka numbers, with the net. */
export function figuresView(f: Figures) {
  return { ...moneyInTaka(f), net: netProfit(f) / 100, betCount: f.betCount };
}
