import type { DatabaseSync } from 'node:sqlite';
import { pick, type Language } from '../../http/language.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import { taka } from '../core/format.ts';
import { TOP_LEVEL, VIP_LEVELS, vipLevel, type VipLevel } from './vip-levels.ts';

export interface Totals {
  depositPaisa: number;
  validBetPaisa: number;
}

/**
 * The member's lifetime totals: the archive's figures (from before the ledger's history) plus the
 * ledger's deposits. Valid bets come from the archive alone: the bet records are not the ledger's.
 */
function lifetimeTotals(db: DatabaseSync, memberId: number): Totals {
  const row = db.prepare('SELECT deposit_paisa, valid_bet_paisa FROM mc_vip_progress WHERE member_id = ?').get(memberId) as
    | { deposit_paisa: number; valid_bet_paisa: number }
    | undefined;
  const ledger = db
    .prepare("SELECT COALESCE(SUM(amount_paisa), 0) AS total FROM ledger_entries WHERE member_id = ? AND kind = 'deposit'")
    .get(memberId) as {
    total: number;
  };
  return { depositPaisa: (row?.deposit_paisa ?? 0) + ledger.total, validBetPaisa: row?.valid_bet_paisa ?? 0 };
}

/** Percent of a target reached, 2 decimals, 0-100, in integer arithmetic. */
export function percentOf(currentPaisa: number, targetPaisa: number): number {
  if (targetPaisa <= 0 || currentPaisa >= targetPaisa) return 100;
  return Math.floor((Math.max(0, currentPaisa) * 10_000) / targetPaisa) / 100;
}

export function levelView(level: VipLevel, language: Language) {
  return {
    level: level.level,
    name: pick(language, { bn: level.nameBn, en: level.nameEn }),
    depositRequired: level.deposit,
    validBetRequired: level.validBet,
    benefits: {
      upgradeBonus: level.upgradeBonus,
      monthlyBonus: level.monthlyBonus,
      rebateRate: level.rebateBasisPoints / 100,
      dailyWithdrawCount: level.dailyWithdrawCount,
      dailyWithdrawLimit: level.dailyWithdrawLimit,
    },
  };
}

export const vipName = (n: number, language: Language) => {
  const level = vipLevel(n);
  return pick(language, { bn: level.nameBn, en: level.nameEn });
};

/** Where the member stands and what the next level needs. */
export function memberProgress(db: DatabaseSync, member: MemberRow, language: Language) {
  const current = vipLevel(member.vip_level);
  const totals = lifetimeTotals(db, member.id);
  const next = current.level < TOP_LEVEL ? VIP_LEVELS[current.level + 1]! : null;
  const need = (targetTaka: number, havePaisa: number) => taka(Math.max(0, targetTaka * 100 - havePaisa));
  return {
    level: current.level,
    name: pick(language, { bn: current.nameBn, en: current.nameEn }),
    deposits: taka(totals.depositPaisa),
    validBets: taka(totals.validBetPaisa),
    next: next && {
      level: next.level,
      name: pick(language, { bn: next.nameBn, en: next.nameEn }),
      depositRequired: next.deposit,
      validBetRequired: next.validBet,
      depositNeeded: need(next.deposit, totals.depositPaisa),
      validBetNeeded: need(next.validBet, totals.validBetPaisa),
      depositProgress: percentOf(totals.depositPaisa, next.deposit * 100),
      validBetProgress: percentOf(totals.validBetPaisa, next.validBet * 100),
    },
  };
}
