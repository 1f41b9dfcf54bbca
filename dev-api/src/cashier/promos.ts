import { ApiError } from '../http/api-error.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import { cashierError } from './cashier-errors.ts';
import { DEPOSIT_PROMOS, findPromo, type DepositChannel, type DepositPromo } from './catalogue.ts';

export function hasApprovedDeposit(db: DatabaseSync, memberId: number): boolean {
  return db.prepare("SELECT 1 FROM deposit_requests WHERE member_id = ? AND status = 'approved' LIMIT 1").get(memberId) !== undefined;
}

/** The promotions a member may take with a deposit on a channel (a first-deposit one only before any approved deposit). */
export function promosFor(db: DatabaseSync, memberId: number, channel: DepositChannel): DepositPromo[] {
  const first = !hasApprovedDeposit(db, memberId);
  return DEPOSIT_PROMOS.filter((p) => p.channels.includes(channel.code) && (first || !p.firstDepositOnly));
}

/** The bonus in paisa: amount x percent / 100 rounded down, capped; integer arithmetic only. */
export function bonusPaisa(promo: DepositPromo, amountPaisa: number): number {
  return Math.min(Math.floor((amountPaisa * promo.percent) / 100), promo.maxBonusPaisa);
}

/** The bonus a deposit with this promotion would bring, or PROMO_NOT_AVAILABLE (with the promotion's minimum). */
export function quotePromo(
  db: DatabaseSync,
  memberId: number,
  promoId: number,
  channel: DepositChannel,
  amountPaisa: number,
): { promo: DepositPromo; bonusPaisa: number } {
  const promo = findPromo(promoId);
  if (!promo || !promosFor(db, memberId, channel).includes(promo)) throw new ApiError(400, 'PROMO_NOT_AVAILABLE');
  if (amountPaisa < promo.minDepositPaisa) throw cashierError(400, 'PROMO_NOT_AVAILABLE', { min: promo.minDepositPaisa });
  return { promo, bonusPaisa: bonusPaisa(promo, amountPaisa) };
}

export function promoView(promo: DepositPromo, language: Language) {
  return {
    id: promo.id,
    title: language === 'EN' ? promo.title.en : promo.title.bn,
    percent: promo.percent,
    maxBonus: promo.maxBonusPaisa / 100,
    minDeposit: promo.minDepositPaisa / 100,
    firstDepositOnly: promo.firstDepositOnly,
  };
}
