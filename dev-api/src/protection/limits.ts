import type { DatabaseSync } from 'node:sqlite';
import { expireStaleDeposits } from '../cashier/deposits.ts';
import { limitExceeded } from './protection-errors.ts';
import { LIMIT_PERIODS, periodWindow, type LimitPeriod } from './periods.ts';

/** Raising or removing a limit waits this long (decision 033). */
const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

interface LimitRow {
  member_id: number;
  period: LimitPeriod;
  amount_paisa: number | null;
  pending_at: number | null;
  pending_amount_paisa: number | null;
}

/** A raise or removal whose 24 hours have passed becomes the limit: applied on read, as deposits expire on read. */
function applyDuePending(db: DatabaseSync, memberId: number, now: number): void {
  db.prepare(
    `UPDATE pp_deposit_limits SET amount_paisa = pending_amount_paisa, pending_at = NULL, pending_amount_paisa = NULL, updated_at = pending_at
     WHERE member_id = ? AND pending_at IS NOT NULL AND pending_at <= ?`,
  ).run(memberId, now);
}

function readLimits(db: DatabaseSync, memberId: number, now: number): Map<LimitPeriod, LimitRow> {
  applyDuePending(db, memberId, now);
  const rows = db.prepare('SELECT * FROM pp_deposit_limits WHERE member_id = ?').all(memberId) as unknown as LimitRow[];
  return new Map(rows.map((row) => [row.period, row]));
}

/** What counts against a limit: every request made in the period that is pending or approved. */
function depositedSince(db: DatabaseSync, memberId: number, start: number): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(amount_paisa), 0) AS total FROM deposit_requests WHERE member_id = ? AND status IN ('pending', 'approved') AND created_at >= ?",
    )
    .get(memberId, start) as { total: number };
  return row.total;
}

export interface LimitState {
  period: LimitPeriod;
  limitPaisa: number | null;
  usedPaisa: number;
  leftPaisa: number | null;
  resetsAt: number;
  pending: { limitPaisa: number | null; at: number } | null;
}

export function limitStates(db: DatabaseSync, memberId: number, now: number): LimitState[] {
  expireStaleDeposits(db, now);
  const rows = readLimits(db, memberId, now);
  return LIMIT_PERIODS.map((period) => {
    const row = rows.get(period);
    const window = periodWindow(period, now);
    const usedPaisa = depositedSince(db, memberId, window.start);
    const limitPaisa = row?.amount_paisa ?? null;
    return {
      period,
      limitPaisa,
      usedPaisa,
      leftPaisa: limitPaisa === null ? null : Math.max(0, limitPaisa - usedPaisa),
      resetsAt: window.resetsAt,
      pending: row?.pending_at ? { limitPaisa: row.pending_amount_paisa, at: row.pending_at } : null,
    };
  });
}

/**
 * Refuses a new deposit that would pass any limit. Call it inside the write transaction that inserts the
 * request, with no await between: the check and the insert are then one step for every other request.
 */
export function refuseOverLimits(db: DatabaseSync, memberId: number, amountPaisa: number, now: number): void {
  for (const state of limitStates(db, memberId, now)) {
    if (state.limitPaisa === null || state.leftPaisa === null) continue;
    if (amountPaisa > state.leftPaisa) throw limitExceeded(state.period, state.limitPaisa, state.leftPaisa, state.resetsAt);
  }
}

/**
 * Sets one limit (null: no limit). Lowering, or setting one where there was none, holds at once and drops any
 * pending raise; raising or removing waits RAISE_DELAY_MS. Answers whether anything changed.
 */
export function setLimit(db: DatabaseSync, memberId: number, period: LimitPeriod, wanted: number | null, now: number): boolean {
  const row = readLimits(db, memberId, now).get(period);
  const current = row?.amount_paisa ?? null;
  const tighter = wanted !== null && (current === null || wanted <= current);
  if (tighter) {
    if (current === wanted && !row?.pending_at) return false;
    db.prepare(
      `INSERT INTO pp_deposit_limits (member_id, period, amount_paisa, pending_at, pending_amount_paisa, updated_at) VALUES (?, ?, ?, NULL, NULL, ?)
       ON CONFLICT (member_id, period) DO UPDATE SET amount_paisa = excluded.amount_paisa, pending_at = NULL, pending_amount_paisa = NULL, updated_at = excluded.updated_at`,
    ).run(memberId, period, wanted, now);
    return true;
  }
  if (current === null) return false; // no limit asked where none is
  if (row?.pending_at && row.pending_amount_paisa === wanted) return false; // the same raise again keeps its time
  db.prepare(
    'UPDATE pp_deposit_limits SET pending_at = ?, pending_amount_paisa = ?, updated_at = ? WHERE member_id = ? AND period = ?',
  ).run(now + RAISE_DELAY_MS, wanted, now, memberId, period);
  return true;
}
