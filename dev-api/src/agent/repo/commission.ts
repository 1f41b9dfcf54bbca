import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../http/language.ts';
import { GAME_TYPE_CODES, gameTypeName, type GameType } from '../../records/game-types.ts';
import type { Period } from '../../records/period.ts';
import { takaText } from '../../records/taka-text.ts';

/**
 * The agent rebate (commission) on the team's valid bets: the tier is chosen by the team's total valid
 * bets in the period, and its rate applies to each game type's valid bets (rounded down per game type).
 */
const COMMISSION_TIERS = [
  { level: 1, minTeamValidBet: 0, rateBp: 30 },
  { level: 2, minTeamValidBet: 200_000_00, rateBp: 40 },
  { level: 3, minTeamValidBet: 1_000_000_00, rateBp: 50 },
  { level: 4, minTeamValidBet: 3_000_000_00, rateBp: 60 },
];

export function agentCommission(db: DatabaseSync, memberIds: number[], period: Period, language: Language) {
  const rows = db
    .prepare(`SELECT game_type, SUM(valid_bet_paisa) AS valid FROM bets
      WHERE status = 'SETTLED' AND bet_at BETWEEN ? AND ? AND member_id IN (SELECT value FROM json_each(?)) GROUP BY game_type`)
    .all(period.from, period.to, JSON.stringify(memberIds)) as { game_type: GameType; valid: number }[];
  const active = db
    .prepare(
      `SELECT COUNT(DISTINCT member_id) AS n FROM bets WHERE status = 'SETTLED' AND bet_at BETWEEN ? AND ? AND member_id IN (SELECT value FROM json_each(?))`,
    )
    .get(period.from, period.to, JSON.stringify(memberIds)) as { n: number };
  const valid = new Map(rows.map((r) => [r.game_type, r.valid]));
  const teamValidBet = rows.reduce((sum, r) => sum + r.valid, 0);
  const tier = [...COMMISSION_TIERS].reverse().find((t) => teamValidBet >= t.minTeamValidBet)!;
  const perType = GAME_TYPE_CODES.filter((type) => valid.has(type)).map((type) => ({
    type,
    validBet: valid.get(type)!,
    commission: Math.floor((valid.get(type)! * tier.rateBp) / 10_000),
  }));
  const commissionPaisa = perType.reduce((sum, t) => sum + t.commission, 0);
  const rate = `${tier.rateBp / 100}%`;
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    teamValidBet: teamValidBet / 100,
    activeMembers: active.n,
    tiers: COMMISSION_TIERS.map((t) => ({ level: t.level, minTeamValidBet: t.minTeamValidBet / 100, rate: t.rateBp / 100 })),
    tier: { level: tier.level, rate: tier.rateBp / 100 },
    byGameType: perType.map((t) => ({
      gameType: t.type,
      gameTypeName: gameTypeName(t.type, language),
      validBet: t.validBet / 100,
      rate: tier.rateBp / 100,
      commission: t.commission / 100,
    })),
    commission: commissionPaisa / 100,
    // How it was computed, step by step, for the screen to show as it is.
    computation:
      language === 'EN'
        ? [
            `Team valid bets ${period.startDate} to ${period.endDate}: ${takaText(teamValidBet)}.`,
            `That reaches tier ${tier.level}: ${rate} commission.`,
            `Commission = valid bets of each game type x ${rate}, rounded down to the paisa, then added: ${takaText(commissionPaisa)}.`,
          ]
        : [
            `${period.startDate} থেকে ${period.endDate} পর্যন্ত টিমের বৈধ বাজি: ${takaText(teamValidBet)}।`,
            `এতে স্তর ${tier.level} অর্জিত: ${rate} কমিশন।`,
            `কমিশন = প্রতিটি গেম ধরনের বৈধ বাজি x ${rate}, পয়সায় নিচের দিকে রাউন্ড করে যোগ: ${takaText(commissionPaisa)}।`,
          ],
  };
}
