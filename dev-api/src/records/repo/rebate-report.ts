import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../http/language.ts';
import { GAME_TYPES, gameTypeName, percentOf, type GameType } from '../game-types.ts';
import { DAY_MS, DHAKA_OFFSET_MS, dayLabel, type Period } from '../period.ts';
import { pagedReply } from './paged.ts';

interface DayTypeRow {
  day: number;
  game_type: GameType;
  n: number;
  valid: number;
  rebate: number;
  claimed: number;
}

/** Rebate figures of a group of bets (paisa in, taka out): earned, and how much of it a claim has paid. */
export const rebateMoney = (row: { valid: number; rebate: number; claimed: number }) => ({
  validBet: row.valid / 100,
  rebate: row.rebate / 100,
  claimed: row.claimed / 100,
  unclaimed: (row.rebate - row.claimed) / 100,
});

/**
 * The member's rebates by Dhaka day (of the bet), newest first, each day with its game types: valid
 * bets, the rebate they earn, and how much of it is claimed already. Days without settled bets are absent.
 */
export function rebateReport(db: DatabaseSync, memberId: number, period: Period, page: number, size: number, language: Language) {
  const rows = db
    .prepare(`SELECT (bet_at + ${DHAKA_OFFSET_MS}) / ${DAY_MS} AS day, game_type, COUNT(*) AS n, SUM(valid_bet_paisa) AS valid, SUM(rebate_paisa) AS rebate,
        SUM(CASE WHEN rebate_claim_id IS NOT NULL THEN rebate_paisa ELSE 0 END) AS claimed
      FROM bets WHERE member_id = ? AND status = 'SETTLED' AND bet_at BETWEEN ? AND ? GROUP BY day, game_type ORDER BY day DESC, game_type`)
    .all(memberId, period.from, period.to) as unknown as DayTypeRow[];
  const days = new Map<number, DayTypeRow[]>();
  for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  const sum = (items: DayTypeRow[]) =>
    items.reduce((t, r) => ({ n: t.n + r.n, valid: t.valid + r.valid, rebate: t.rebate + r.rebate, claimed: t.claimed + r.claimed }), {
      n: 0,
      valid: 0,
      rebate: 0,
      claimed: 0,
    });
  const all = [...days.entries()];
  const list = all.slice((page - 1) * size, page * size).map(([day, items]) => {
    const total = sum(items);
    return {
      date: dayLabel(day),
      betCount: total.n,
      ...rebateMoney(total),
      byGameType: items.map((r) => ({
        gameType: r.game_type,
        gameTypeName: gameTypeName(r.game_type, language),
        rate: percentOf(GAME_TYPES[r.game_type]?.rebateBp ?? 0),
        betCount: r.n,
        ...rebateMoney(r),
      })),
    };
  });
  const total = sum(rows);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    ...pagedReply(list, page, size, all.length),
    totals: { betCount: total.n, ...rebateMoney(total) },
  };
}
