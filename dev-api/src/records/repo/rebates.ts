import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error.ts';
import { inLedgerTransaction, postMovement } from '../../ledger/index.ts';
import { GAME_TYPE_CODES, GAME_TYPES, type GameType } from '../game-types.ts';

interface RebateByType {
  gameType: GameType;
  rateBp: number;
  betCount: number;
  validBetPaisa: number;
  rebatePaisa: number;
}

export interface AvailableRebate {
  amountPaisa: number;
  validBetPaisa: number;
  betCount: number;
  byType: RebateByType[];
  /** The previous claim, or null when the member never claimed. */
  lastClaimAt: number | null;
}

export interface RebateClaim {
  id: number;
  amountPaisa: number;
  validBetPaisa: number;
  betCount: number;
  ledgerEntryId: number;
  claimedAt: number;
  balanceAfterPaisa: number;
}

// Bets a claim takes: settled, with turnover, not yet in a claim. A bet settled after a claim belongs
// to the next one, whenever it was placed.
const UNCLAIMED = "member_id = ? AND status = 'SETTLED' AND rebate_claim_id IS NULL AND valid_bet_paisa > 0 AND settled_at <= ?";

/** What a claim made now would pay: the rebate on valid bets since the last claim, per game type. */
export function availableRebate(db: DatabaseSync, memberId: number, now: number): AvailableRebate {
  const rows = db
    .prepare(
      `SELECT game_type, COUNT(*) AS n, SUM(valid_bet_paisa) AS valid, SUM(rebate_paisa) AS rebate FROM bets WHERE ${UNCLAIMED} GROUP BY game_type`,
    )
    .all(memberId, now) as { game_type: GameType; n: number; valid: number; rebate: number }[];
  const found = new Map(rows.map((row) => [row.game_type, row]));
  const byType = GAME_TYPE_CODES.map((gameType) => {
    const row = found.get(gameType);
    return {
      gameType,
      rateBp: GAME_TYPES[gameType].rebateBp,
      betCount: row?.n ?? 0,
      validBetPaisa: row?.valid ?? 0,
      rebatePaisa: row?.rebate ?? 0,
    };
  });
  const last = db.prepare('SELECT MAX(claimed_at) AS at FROM rebate_claims WHERE member_id = ?').get(memberId) as { at: number | null };
  return {
    amountPaisa: byType.reduce((sum, t) => sum + t.rebatePaisa, 0),
    validBetPaisa: byType.reduce((sum, t) => sum + t.validBetPaisa, 0),
    betCount: byType.reduce((sum, t) => sum + t.betCount, 0),
    byType,
    lastClaimAt: last.at,
  };
}

interface ClaimRow {
  id: number;
  amount_paisa: number;
  valid_bet_paisa: number;
  bet_count: number;
  ledger_entry_id: number;
  claimed_at: number;
  balance_after_paisa: number;
}

function findClaim(db: DatabaseSync, where: string, ...args: (number | string)[]): RebateClaim | null {
  const row = db
    .prepare(`SELECT c.*, e.balance_after_paisa FROM rebate_claims c JOIN ledger_entries e ON e.id = c.ledger_entry_id WHERE ${where}`)
    .get(...args) as ClaimRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    amountPaisa: row.amount_paisa,
    validBetPaisa: row.valid_bet_paisa,
    betCount: row.bet_count,
    ledgerEntryId: row.ledger_entry_id,
    claimedAt: row.claimed_at,
    balanceAfterPaisa: row.balance_after_paisa,
  };
}

/**
 * Pays the available rebate as one `rebate` ledger row and marks its bets claimed, in one transaction.
 * A repeated idempotency key answers the first claim (`repeated: true`) and pays nothing; with nothing
 * available the claim is refused (400 REBATE_NOTHING_TO_CLAIM).
 */
export function claimRebate(
  db: DatabaseSync,
  memberId: number,
  now: number,
  idempotencyKey: string | null = null,
): RebateClaim & { repeated: boolean } {
  return inLedgerTransaction(db, () => {
    if (idempotencyKey) {
      const first = findClaim(db, 'c.member_id = ? AND c.idempotency_key = ?', memberId, idempotencyKey);
      if (first) return { ...first, repeated: true };
    }
    const available = availableRebate(db, memberId, now);
    if (available.amountPaisa <= 0) {
      throw new ApiError(400, 'REBATE_NOTHING_TO_CLAIM', { value: { validBet: available.validBetPaisa / 100 } });
    }
    return { ...payClaim(db, memberId, available, now, idempotencyKey), repeated: false };
  });
}

/** The seed's periodic claim: like claimRebate, but a stretch without play simply claims nothing. */
export function claimRebateIfAny(db: DatabaseSync, memberId: number, now: number): void {
  const available = availableRebate(db, memberId, now);
  if (available.amountPaisa > 0) inLedgerTransaction(db, () => payClaim(db, memberId, available, now, null));
}

function payClaim(db: DatabaseSync, memberId: number, available: AvailableRebate, now: number, idempotencyKey: string | null): RebateClaim {
  const claimId = Number(
    db
      .prepare(
        'INSERT INTO rebate_claims (member_id, amount_paisa, valid_bet_paisa, bet_count, idempotency_key, claimed_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, available.amountPaisa, available.validBetPaisa, available.betCount, idempotencyKey, now).lastInsertRowid,
  );
  const entry = postMovement(db, {
    memberId,
    kind: 'rebate',
    amountPaisa: available.amountPaisa,
    idempotencyKey: `rebate_claim:${claimId}`,
    reference: `rebate_claim:${claimId}`,
    now,
  });
  db.prepare('UPDATE rebate_claims SET ledger_entry_id = ? WHERE id = ?').run(entry.id, claimId);
  // The same condition availableRebate summed, under the same write lock: exactly the bets just paid for.
  db.prepare(`UPDATE bets SET rebate_claim_id = ? WHERE ${UNCLAIMED}`).run(claimId, memberId, now);
  return findClaim(db, 'c.id = ?', claimId)!;
}
