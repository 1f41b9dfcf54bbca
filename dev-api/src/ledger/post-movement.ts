import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { LEDGER_KINDS, type LedgerKind } from './kinds.ts';

/** completed: final; held: a withdrawal's amount set aside while it is pending; released: a hold given back. */
type EntryStatus = 'completed' | 'held' | 'released';

export interface LedgerEntry {
  id: number;
  memberId: number;
  kind: LedgerKind;
  amountPaisa: number;
  balanceAfterPaisa: number;
  status: EntryStatus;
  idempotencyKey: string | null;
  reference: string | null;
  note: string | null;
  createdAt: number;
}

interface EntryRow {
  id: number;
  member_id: number;
  kind: LedgerKind;
  amount_paisa: number;
  balance_after_paisa: number;
  status: EntryStatus;
  idempotency_key: string | null;
  reference: string | null;
  note: string | null;
  created_at: number;
}

export function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    memberId: row.member_id,
    kind: row.kind,
    amountPaisa: row.amount_paisa,
    balanceAfterPaisa: row.balance_after_paisa,
    status: row.status,
    idempotencyKey: row.idempotency_key,
    reference: row.reference,
    note: row.note,
    createdAt: row.created_at,
  };
}

export interface Movement {
  memberId: number;
  kind: LedgerKind;
  /** Signed integer paisa: positive credits, negative debits. */
  amountPaisa: number;
  /** Unique per member: a repeat returns the first row and posts nothing. */
  idempotencyKey?: string | null;
  /** What the movement belongs to, e.g. 'deposit:123'. */
  reference?: string | null;
  note?: string | null;
  status?: EntryStatus;
  now: number;
}

/**
 * Runs work in a BEGIN IMMEDIATE transaction, or inside the caller's when one is open, so that a
 * route moving money several times (a transfer, a refund of many sub-orders) commits all or nothing.
 */
export function inLedgerTransaction<T>(db: DatabaseSync, work: () => T): T {
  return db.isTransaction ? work() : inTransaction(db, work);
}

function checkAmount(movement: Movement): void {
  const { kind, amountPaisa } = movement;
  if (!Object.hasOwn(LEDGER_KINDS, kind)) throw new Error(`unknown ledger kind ${kind}`);
  if (!Number.isSafeInteger(amountPaisa) || amountPaisa === 0)
    throw new Error(`ledger amount must be a non-zero integer of paisa, got ${amountPaisa}`);
  const direction = LEDGER_KINDS[kind].direction;
  if ((direction === 'credit' && amountPaisa < 0) || (direction === 'debit' && amountPaisa > 0)) {
    throw new Error(`a ${kind} movement is a ${direction}, got ${amountPaisa}`);
  }
}

function findByKey(db: DatabaseSync, memberId: number, key: string): LedgerEntry | null {
  const row = db.prepare('SELECT * FROM ledger_entries WHERE member_id = ? AND idempotency_key = ?').get(memberId, key) as
    | EntryRow
    | undefined;
  return row ? toEntry(row) : null;
}

/**
 * Appends one movement and moves the member's cached balance with it, in one transaction. A debit
 * that would take the balance below zero is refused (400 INSUFFICIENT_BALANCE) and writes nothing.
 */
export function postMovement(db: DatabaseSync, movement: Movement): LedgerEntry {
  checkAmount(movement);
  return inLedgerTransaction(db, () => {
    const key = movement.idempotencyKey ?? null;
    if (key !== null) {
      const first = findByKey(db, movement.memberId, key);
      if (first) {
        if (first.kind !== movement.kind || first.amountPaisa !== movement.amountPaisa) throw new ApiError(409, 'IDEMPOTENCY_KEY_CONFLICT');
        return first;
      }
    }
    // Read under the write lock: the balance a concurrent request saw may be stale by now.
    const balance = balanceOf(db, movement.memberId);
    const after = balance + movement.amountPaisa;
    if (after < 0) throw new ApiError(400, 'INSUFFICIENT_BALANCE', { value: { balance: balance / 100 } });
    const result = db
      .prepare(`INSERT INTO ledger_entries (member_id, kind, amount_paisa, balance_after_paisa, status, idempotency_key, reference, note, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        movement.memberId,
        movement.kind,
        movement.amountPaisa,
        after,
        movement.status ?? 'completed',
        key,
        movement.reference ?? null,
        movement.note ?? null,
        movement.now,
      );
    db.prepare('UPDATE members SET balance_paisa = ? WHERE id = ?').run(after, movement.memberId);
    return toEntry(db.prepare('SELECT * FROM ledger_entries WHERE id = ?').get(Number(result.lastInsertRowid)) as unknown as EntryRow);
  });
}

/**
 * A movement that belongs to a request (`reference`, e.g. 'deposit:123'), keyed by the request and its part
 * in it ('credit', 'hold', ...): each part posts once, however often the request is acted on.
 */
export function postRequestMovement(
  db: DatabaseSync,
  reference: string,
  part: string,
  movement: Omit<Movement, 'idempotencyKey' | 'reference'>,
): LedgerEntry {
  return postMovement(db, { ...movement, idempotencyKey: `${reference}:${part}`, reference });
}

/**
 * Marks a withdrawal hold paid ('completed') or given back ('released'). Only the status changes:
 * amounts and balances of a row never do (the release itself is a new withdraw_release row).
 */
export function settleHold(db: DatabaseSync, entryId: number, status: 'completed' | 'released'): void {
  const changed = db.prepare("UPDATE ledger_entries SET status = ? WHERE id = ? AND status = 'held'").run(status, entryId);
  if (changed.changes !== 1) throw new Error(`ledger entry ${entryId} is not a held amount`);
}

/** The member's cached balance in paisa (members.balance_paisa); 0 for an unknown member. */
export function balanceOf(db: DatabaseSync, memberId: number): number {
  const row = db.prepare('SELECT balance_paisa FROM members WHERE id = ?').get(memberId) as { balance_paisa: number } | undefined;
  return row?.balance_paisa ?? 0;
}

/** The sum of the member's ledger rows in paisa: always equal to balanceOf (the ledger's invariant). */
export function ledgerSum(db: DatabaseSync, memberId: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(amount_paisa), 0) AS total FROM ledger_entries WHERE member_id = ?').get(memberId) as {
    total: number;
  };
  return row.total;
}

/** Members whose cached balance differs from the sum of their rows (empty when the ledger is sound). */
export function unbalancedMembers(db: DatabaseSync): { memberId: number; balancePaisa: number; sumPaisa: number }[] {
  return db
    .prepare(`SELECT m.id AS memberId, m.balance_paisa AS balancePaisa, COALESCE(SUM(e.amount_paisa), 0) AS sumPaisa
      FROM members m LEFT JOIN ledger_entries e ON e.member_id = m.id GROUP BY m.id HAVING balancePaisa != sumPaisa`)
    .all() as { memberId: number; balancePaisa: number; sumPaisa: number }[];
}
