import type { DatabaseSync } from 'node:sqlite';
import type { LedgerKind } from './kinds.ts';
import { toEntry, type LedgerEntry } from './post-movement.ts';

export interface MovementQuery {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, inclusive. */
  to: number;
  /** Only these kinds; empty or absent: every kind. */
  kinds?: readonly LedgerKind[];
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface MovementPage {
  items: LedgerEntry[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  /** Over every row the filter matches, not only this page. */
  totals: { count: number; creditPaisa: number; debitPaisa: number };
}

/** A member's movements in a time range, newest first: the account record (ODS2_MemberTransaction) reads it. */
export function listMovements(db: DatabaseSync, memberId: number, query: MovementQuery): MovementPage {
  const kinds = query.kinds ?? [];
  const where = `member_id = ? AND created_at >= ? AND created_at <= ?${kinds.length ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : ''}`;
  const params = [memberId, query.from, query.to, ...kinds];
  const totals = db
    .prepare(`SELECT COUNT(*) AS count,
        COALESCE(SUM(CASE WHEN amount_paisa > 0 THEN amount_paisa END), 0) AS credit,
        COALESCE(SUM(CASE WHEN amount_paisa < 0 THEN -amount_paisa END), 0) AS debit
      FROM ledger_entries WHERE ${where}`)
    .get(...params) as { count: number; credit: number; debit: number };
  const totalPages = Math.ceil(totals.count / query.pageSize);
  const rows = db
    .prepare(`SELECT * FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.page - 1) * query.pageSize) as unknown as Parameters<typeof toEntry>[0][];
  return {
    items: rows.map(toEntry),
    currentPage: query.page,
    totalPages,
    showPageSize: query.pageSize,
    totals: { count: totals.count, creditPaisa: totals.credit, debitPaisa: totals.debit },
  };
}
