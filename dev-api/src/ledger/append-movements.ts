import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { LEDGER_KINDS, type LedgerKind } from './kinds.ts';
import { balanceOf, inLedgerTransaction } from './post-movement.ts';

export interface SeedMovement {
  kind: LedgerKind;
  /** Signed integer paisa, as postMovement takes it. */
  amountPaisa: number;
  reference?: string | null;
  now: number;
}

/**
 * Appends one member's movements in order, with one statement and one balance update: what postMovement
 * does row by row, for seeds that write thousands of rows (the agency centre's team history). The same
 * rules hold: the kind's sign, whole paisa, never below zero (400 INSUFFICIENT_BALANCE, and the transaction
 * rolls back). No idempotency keys.
 */
export function appendMovements(db: DatabaseSync, memberId: number, movements: SeedMovement[]): void {
  if (movements.length === 0) return;
  inLedgerTransaction(db, () => {
    let balance = balanceOf(db, memberId);
    const insert =
      db.prepare(`INSERT INTO ledger_entries (member_id, kind, amount_paisa, balance_after_paisa, status, reference, created_at)
      VALUES (?, ?, ?, ?, 'completed', ?, ?)`);
    for (const m of movements) {
      const direction = LEDGER_KINDS[m.kind].direction;
      if (!Number.isSafeInteger(m.amountPaisa) || m.amountPaisa === 0)
        throw new Error(`ledger amount must be a non-zero integer of paisa, got ${m.amountPaisa}`);
      if ((direction === 'credit' && m.amountPaisa < 0) || (direction === 'debit' && m.amountPaisa > 0))
        throw new Error(`a ${m.kind} movement is a ${direction}, got ${m.amountPaisa}`);
      balance += m.amountPaisa;
      if (balance < 0) throw new ApiError(400, 'INSUFFICIENT_BALANCE');
      insert.run(memberId, m.kind, m.amountPaisa, balance, m.reference ?? null, m.now);
    }
    db.prepare('UPDATE members SET balance_paisa = ? WHERE id = ?').run(balance, memberId);
  });
}
